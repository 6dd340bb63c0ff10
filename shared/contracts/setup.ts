import * as z from 'zod';
import { emailTypeIdList, emailTypeIds } from '../onboarding/email-types';
import { normalizeDomain } from '../onboarding/domain-name';
import { GOALS_MAX_CHARS } from '../onboarding/goals';
import { websiteProviderIdList } from '../onboarding/website-providers';

/**
 * The caller's setup record (the spec's email_setups row, one per user), camelCase on the wire. Mapping to the
 * spec's snake_case names:
 *   id                 <- id                   userId            <- user_id (the token's subject)
 *   businessDescription<- business_description goalsFormRawText  <- goals_form_raw_text
 *   goals              <- goals (docs/product.md › Goals; derived from the raw text, one per non-empty line)
 *   selectedCampaignIds<- selected_campaign_ids websiteProvider  <- website_provider
 *   domain             <- domain (lowercased, trimmed, unique across records)
 *   formComplete       <- form_complete        dnsProviderName   <- dns_provider_name
 *   overallDnsStatus   <- overall_dns_status
 *   mxRecordValue, mxStatus, spfRecordValue, spfStatus, dkimSelector, dkimPublicKey, dkimStatus,
 *   dmarcRecordValue, dmarcStatus <- the columns of the same snake_case names
 *   dnsRecords         <- (ours) the records to publish, one entry each (DKIM may be several CNAMEs); issue 4 fills it
 *   createdAt, updatedAt <- (ours) ISO timestamps
 *
 * Reads are lenient where the catalogue might change under stored data (campaign and provider ids are plain
 * strings here); writes (`setupPatchSchema`) are strict.
 */

export const DESCRIPTION_MAX_CHARS = 5000;
export { GOALS_MAX_CHARS };
export const MAX_SELECTED_EMAIL_TYPES = emailTypeIdList.length;

/** Overall status (docs/product.md › DNS statuses and banner); null before DNS setup has been initiated. 'pending' once it has. */
export const overallDnsStatusSchema = z.enum([
  'verified',
  'partially_verified',
  'failed_to_verify',
  'pending',
]);
export type OverallDnsStatus = z.infer<typeof overallDnsStatusSchema>;

/** Per-record statuses the spec names; any other value is shown as unknown, so the wire carries a plain string. */
export const dnsRecordStatuses = [
  'verified',
  'failed',
  'failed_to_verify',
  'pending',
  'partially_verified',
] as const;
export type DnsRecordStatus = (typeof dnsRecordStatuses)[number];

/**
 * One DNS record of the setup (written by the DNS routes, shared/dns/records.ts `dnsRecordItemSchema`). Loose: the
 * extra fields that schema has (shortName, message, found, policy, existing) pass through the setup read untouched.
 */
export const dnsRecordSchema = z
  .object({
    /** Stable within a setup: 'mx', 'spf', 'dmarc', 'dkim' or 'dkim-1'…'dkim-3'. */
    id: z.string().min(1),
    type: z.enum(['MX', 'TXT', 'CNAME']),
    name: z.string(),
    value: z.string(),
    priority: z.number().int().min(0).optional(),
    purpose: z.string(),
    status: z.string().default('pending'),
    /** Plain-words reason when not verified (DESIGN: "not found yet", "found but different value", …). */
    reason: z.string().optional(),
  })
  .loose();
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

export const setupSchema = z.object({
  id: z.string().min(1),
  userId: z.string().min(1),
  businessDescription: z.string().nullable(),
  goalsFormRawText: z.string().nullable(),
  goals: z.array(z.string()),
  selectedCampaignIds: z.array(z.string()),
  websiteProvider: z.string().nullable(),
  domain: z.string().nullable(),
  formComplete: z.boolean(),
  dnsProviderName: z.string().nullable(),
  overallDnsStatus: overallDnsStatusSchema.nullable(),
  mxRecordValue: z.string().nullable(),
  mxStatus: z.string().nullable(),
  spfRecordValue: z.string().nullable(),
  spfStatus: z.string().nullable(),
  dkimSelector: z.string().nullable(),
  dkimPublicKey: z.string().nullable(),
  dkimStatus: z.string().nullable(),
  dmarcRecordValue: z.string().nullable(),
  dmarcStatus: z.string().nullable(),
  dnsRecords: z.array(dnsRecordSchema).optional(),
  // Written by the DNS routes (issue 4). The server always sends them (null when unset); optional for old fixtures.
  dnsProviderId: z.string().nullable().optional(),
  dkimTokens: z.array(z.string()).nullable().optional(),
  mailFromDomain: z.string().nullable().optional(),
  dnsInitiatedAt: z.string().nullable().optional(),
  dnsLastCheckedAt: z.string().nullable().optional(),
  // Written by the tracking routes (issue 5); same rule.
  trackingId: z.string().nullable().optional(),
  trackingInstalledAt: z.string().nullable().optional(),
  trackingFirstEventAt: z.string().nullable().optional(),
  trackingFirstPageUrl: z.string().nullable().optional(),
  // The business's postal address (issue 21): printed in every campaign's footer; sending needs one.
  postalAddress: z.string().nullable().optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Setup = z.infer<typeof setupSchema>;

/**
 * GET /api/setup returns `{ setup }`, the caller's whole record (every field set of docs/product.md › Review and confirm is a subset), or
 * `{ setup: null }` when there is none yet. PATCH /api/setup and POST /api/setup/complete answer the same shape
 * (always with a record). Every setup route also creates the caller's profile when it is missing.
 */
export const setupResponseSchema = z.object({ setup: setupSchema.nullable() });
export type SetupResponse = z.infer<typeof setupResponseSchema>;

/**
 * The `error` codes the setup routes answer besides the wrapper's own (unauthorized 401, payload_too_large 413,
 * unsupported_media_type 415, malformed_json 400). `message` is always the sentence to show.
 * - invalid_request (400): a field failed validation; `message` is the first field's sentence (e.g.
 *   'Unknown campaign id "x".', a domainMessages sentence), `issues` lists them all with paths like
 *   'body.selectedCampaignIds.1'. Unknown keys (userId, id, formComplete…) are refused the same way.
 * - domain_taken (409, PATCH): another account has the domain; nothing was changed.
 * - setup_incomplete (409, complete): no record, or one of the five items is missing.
 * - subscription_required (409, complete): the subscription is not active.
 */
export const setupErrorCodes = {
  invalidRequest: 'invalid_request',
  domainTaken: 'domain_taken',
  setupIncomplete: 'setup_incomplete',
  subscriptionRequired: 'subscription_required',
} as const;

/** docs/product.md › Onboarding errors and toasts: 'Domain Already In Use'; the description is also the 409's message. */
export const domainTakenToast = {
  title: 'Domain Already In Use',
  description: 'This domain name is already registered. Please try a different one.',
  variant: 'destructive',
} as const;

/** docs/product.md › Onboarding completion: 'Setup Incomplete'; the description is also the completion 409's message. */
export const setupIncompleteToast = {
  title: 'Setup Incomplete',
  description: 'Please complete previous steps first.',
  variant: 'destructive',
} as const;

/** Completion refused for the subscription (our words, as the route guard's 'Subscription Required' toast). */
export const SUBSCRIPTION_REQUIRED_MESSAGE =
  'Your subscription is not active. Please choose a plan to continue.';

export const businessDescriptionSchema = z
  .string({ error: 'The business description must be text.' })
  .trim()
  .min(1, { error: 'Please describe your business first!' })
  .max(DESCRIPTION_MAX_CHARS, { error: 'Keep the business description to 5,000 characters or fewer.' });

export const goalsFormRawTextSchema = z
  .string({ error: 'The goals must be text.' })
  .max(GOALS_MAX_CHARS, { error: 'Keep your goals to 5,000 characters or fewer.' });

export const emailTypeIdSchema = z.enum(emailTypeIdList, {
  error: (issue) => `Unknown campaign id "${String(issue.input)}".`,
});

export const selectedCampaignIdsSchema = z
  .array(emailTypeIdSchema, { error: 'The selected campaigns must be a list of campaign ids.' })
  .max(MAX_SELECTED_EMAIL_TYPES, { error: `Choose at most ${MAX_SELECTED_EMAIL_TYPES} campaigns.` })
  .superRefine((ids, ctx) => {
    const seen = new Set<string>();
    ids.forEach((id, index) => {
      if (seen.has(id))
        ctx.addIssue({ code: 'custom', message: `Campaign "${id}" is listed twice.`, path: [index] });
      seen.add(id);
    });
  });

export const websiteProviderSchema = z.enum(websiteProviderIdList, {
  error: (issue) =>
    `Unknown website provider "${String(issue.input)}". Choose one of: ${websiteProviderIdList.join(', ')}.`,
});

/** Accepts what users paste; the parsed value is the normalized domain (see normalizeDomain). */
export const domainSchema = z.string({ error: 'The domain must be text.' }).transform((value, ctx) => {
  const result = normalizeDomain(value);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  }
  return result.domain;
});

/**
 * PATCH /api/setup: a partial update, and an upsert (creates the caller's record with formComplete false when
 * there is none; `{}` only does that). Unknown keys are rejected (400), so is formComplete: completion has its
 * own call. The server resets formComplete to false when selectedCampaignIds, websiteProvider or domain is
 * written (docs/product.md › Sign-up sequence) and derives `goals` from goalsFormRawText. Text over 5,000 characters answers 400 here;
 * bodies above the route's byte limit answer 413 before parsing.
 */
const patchFields = [
  'businessDescription',
  'goalsFormRawText',
  'selectedCampaignIds',
  'websiteProvider',
  'domain',
  'postalAddress',
];

export const POSTAL_ADDRESS_MAX_CHARS = 300;
/** The business's postal address, as it is printed in campaign footers (lines kept; '' removes it). */
export const postalAddressSchema = z
  .string({ error: 'The postal address must be text.' })
  .trim()
  .max(POSTAL_ADDRESS_MAX_CHARS, { error: 'Keep the postal address to 300 characters or fewer.' });

export const setupPatchSchema = z
  .object(
    {
      businessDescription: businessDescriptionSchema.optional(),
      goalsFormRawText: goalsFormRawTextSchema.optional(),
      selectedCampaignIds: selectedCampaignIdsSchema.optional(),
      websiteProvider: websiteProviderSchema.optional(),
      domain: domainSchema.optional(),
      postalAddress: postalAddressSchema.optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown ${issue.keys.length > 1 ? 'fields' : 'field'} ${issue.keys.map((k) => `"${k}"`).join(', ')}: only ${patchFields.join(', ')} can be saved.`
          : 'Send the fields to save as a JSON object.',
    },
  )
  .strict();
export type SetupPatchInput = z.input<typeof setupPatchSchema>;
export type SetupPatch = z.output<typeof setupPatchSchema>;

/**
 * POST /api/setup/complete: no body fields (`{}` or no body at all). The server checks the rules of `canAutoComplete`
 * itself before setting formComplete; calling it again once complete answers 200 with the record (idempotent).
 */
export const setupCompleteRequestSchema = z.object({}).strict();

// ---------------------------------------------------------------------------------------------------------------
// Local progress of a signed-out visitor (docs/product.md › Visitor progress), saved with ONE upsert at
// sign-up or sign-in.

// The storage keys and `hasPendingDescription` live in setup-local.ts (no zod): the shell reads them on every
// page. Re-exported here so the contract stays one import.
export {
  allPendingStorageKeys,
  furthestStepStorageKey,
  hasPendingDescription,
  pendingStorageKeys,
} from './setup-local';

/** The raw strings as read from local storage (getItem gives null when absent). */
export const pendingProgressSchema = z.object({
  pendingBusinessDescription: z.string().nullish(),
  pendingUserGoalsRawText: z.string().nullish(),
  pendingSelectedCampaignIds: z.string().nullish(),
  pendingWebsiteProvider: z.string().nullish(),
  pendingDomainName: z.string().nullish(),
});
export type PendingProgress = z.infer<typeof pendingProgressSchema>;

export const campaignsDataErrorToast = {
  title: 'Data Error',
  description: 'Could not parse selected campaigns. Please try again or contact support.',
  variant: 'destructive',
} as const;

export type PendingToPatchResult =
  | {
      ok: true;
      /** The upsert body; `{}` when nothing is pending (the caller then skips the upsert). */
      patch: SetupPatch;
      /** Values left out because they no longer pass validation (stale ids, an invalid domain, over-long text). */
      dropped: string[];
    }
  | { ok: false; toast: typeof campaignsDataErrorToast };

/**
 * Turns local progress into the one upsert body. Blank values are not pending. Campaigns that are not valid JSON
 * (or not a list of strings) stop the save with the spec's 'Data Error' toast; everything else that fails
 * validation is dropped and named, so the rest of the progress is still saved.
 */
export function pendingProgressToPatch(progress: PendingProgress): PendingToPatchResult {
  const patch: SetupPatch = {};
  const dropped: string[] = [];

  const description = progress.pendingBusinessDescription?.trim();
  if (description) {
    const parsed = businessDescriptionSchema.safeParse(description);
    if (parsed.success) patch.businessDescription = parsed.data;
    else dropped.push('businessDescription');
  }

  const goals = progress.pendingUserGoalsRawText;
  if (goals !== null && goals !== undefined && goals.trim() !== '') {
    const parsed = goalsFormRawTextSchema.safeParse(goals);
    if (parsed.success) patch.goalsFormRawText = parsed.data;
    else dropped.push('goalsFormRawText');
  }

  const campaignsRaw = progress.pendingSelectedCampaignIds;
  if (campaignsRaw !== null && campaignsRaw !== undefined && campaignsRaw.trim() !== '') {
    let list: unknown;
    try {
      list = JSON.parse(campaignsRaw);
    } catch {
      return { ok: false, toast: campaignsDataErrorToast };
    }
    if (!Array.isArray(list) || !list.every((id): id is string => typeof id === 'string')) {
      return { ok: false, toast: campaignsDataErrorToast };
    }
    const known = [...new Set(list)].filter((id) => emailTypeIds.has(id));
    for (const id of list) if (!emailTypeIds.has(id)) dropped.push(`selectedCampaignIds:${id}`);
    patch.selectedCampaignIds = selectedCampaignIdsSchema.parse(known);
  }

  const provider = progress.pendingWebsiteProvider?.trim();
  if (provider) {
    const parsed = websiteProviderSchema.safeParse(provider);
    if (parsed.success) patch.websiteProvider = parsed.data;
    else dropped.push('websiteProvider');
  }

  const domain = progress.pendingDomainName?.trim();
  if (domain) {
    const parsed = domainSchema.safeParse(domain);
    if (parsed.success) patch.domain = parsed.data;
    else dropped.push('domain');
  }

  return { ok: true, patch, dropped };
}
