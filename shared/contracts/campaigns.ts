import * as z from 'zod';
import { FROM_LOCAL_PART_ERROR, FROM_NAME_ERROR, isFromLocalPart, isFromName } from '../campaigns/sender';
import { skippedBySchema } from '../campaigns/skip-reasons';

/**
 * Campaigns (issue 21; docs/product.md › Campaigns), camelCase on the wire.
 *
 * The item (keys.campaign(sub, campaignId), pk CAMPAIGNS#{sub}) holds: campaignId, userId, projectId, name,
 * subject, previewText, replyTo (null when unset), audience, status, scheduledAt?, createdAt, updatedAt,
 * startedAt?, finishedAt?, snapshotVersion (the project version the snapshot was taken from) and the counters
 * as TOP-LEVEL numeric attributes named as `campaignCounterNames` (so a store update's `add` counts them
 * atomically: `add: { sent: 1 }`); the wire nests them under `counters`. The email snapshot lives apart at
 * keys.campaignDocument (documentJson, html, text, snapshotAt), so listing stays light.
 *
 * Routes (lambdas/routes/campaigns.ts); every one answers only the caller's own campaigns, anything else is
 * 404 'Campaign not found.':
 *   GET    /api/campaigns                          -> campaignListResponse (newest first)
 *   POST   /api/campaigns          createCampaignBody -> 201 campaignResponse (snapshot of the project's email)
 *   GET    /api/campaigns/{id}                     -> campaignResponse
 *   PATCH  /api/campaigns/{id}     updateCampaignBody -> campaignResponse (draft or scheduled only; projectId re-snapshots)
 *   DELETE /api/campaigns/{id}                     -> { deleted: true } (draft or cancelled only)
 *   GET    /api/campaigns/{id}/checks              -> campaignChecksResponse
 *   POST   /api/campaigns/{id}/schedule  scheduleCampaignBody -> campaignResponse (errors block it)
 *   POST   /api/campaigns/{id}/send-now            -> campaignResponse (errors block it)
 *   POST   /api/campaigns/{id}/cancel | pause | resume -> campaignResponse
 *   GET    /api/campaigns/audience-count?audience=<JSON> -> audienceCountResponse
 *   GET    /api/campaigns/{id}/results             -> shared/contracts/campaign-results.ts (issue 22)
 * `addUtm` (default true) adds UTM parameters to the mail's tracked links (lambdas/domain/sending/utm.ts).
 * `fromName` (default: the shop's name) and `fromLocalPart` (default `news`) make the From line,
 * `"Shop Name" <news@{verified domain}>` (shared/campaigns/sender.ts); the domain is never typed.
 */

/** How one status leads to another: shared/campaigns/status-transitions.ts. */
export const campaignStatuses = [
  'draft',
  'scheduled',
  'sending',
  'paused',
  'held',
  'sent',
  'cancelled',
] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];
export const campaignStatusSchema = z.enum(campaignStatuses);

/** Statuses in which the campaign's fields may still change. */
export const editableStatuses: readonly CampaignStatus[] = ['draft', 'scheduled'];

export const campaignCounterNames = [
  'queued',
  'sent',
  'failed',
  'skipped',
  'delivered',
  'bounced',
  'complained',
  'unsubscribed',
] as const;
export type CampaignCounterName = (typeof campaignCounterNames)[number];
export const campaignCountersSchema = z.object(
  Object.fromEntries(campaignCounterNames.map((name) => [name, z.number().int().min(0)])) as Record<
    CampaignCounterName,
    z.ZodNumber
  >,
);
export type CampaignCounters = z.infer<typeof campaignCountersSchema>;

/** Every counter at 0: a new campaign's. */
export const ZERO_COUNTERS = Object.freeze(
  Object.fromEntries(campaignCounterNames.map((name) => [name, 0])) as CampaignCounters,
);

export const CAMPAIGN_NAME_MAX = 100;
export const SUBJECT_MAX = 200;
export const PREVIEW_TEXT_MAX = 200;
export const AUDIENCE_TAGS_MAX = 20;
export const TAG_MAX = 40;

/** A tag as contacts store them: trimmed, lowercase, 1-40 characters. */
export const audienceTagSchema = z
  .string({ error: 'A tag must be text.' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'A tag cannot be empty.' })
  .max(TAG_MAX, { error: `Tags are at most ${TAG_MAX} characters.` });

export const AUDIENCE_CONDITIONS_MAX = 5;
const fieldKey = z
  .string({ error: 'Choose a field.' })
  .min(1, { error: 'Choose a field.' })
  .max(40, { error: 'This field does not exist.' });

/**
 * A condition on a custom field (issue 30): text equals (case and spaces aside), a number greater or less
 * than, a date whose day of the year (month and day, as a birthday) comes within the next `days` days
 * (0 = today), or falls on a month and day. A contact without the field never matches.
 */
export const fieldConditionSchema = z.discriminatedUnion(
  'op',
  [
    z.strictObject({ field: fieldKey, op: z.literal('equals'), value: z.string().max(200) }),
    z.strictObject({ field: fieldKey, op: z.enum(['gt', 'lt']), value: z.number() }),
    z.strictObject({
      field: fieldKey,
      op: z.literal('next_days'),
      days: z.number().int().min(0).max(366, { error: 'Choose at most 366 days.' }),
    }),
    z.strictObject({
      field: fieldKey,
      op: z.literal('month_day'),
      month: z.number().int().min(1).max(12),
      day: z.number().int().min(1).max(31),
    }),
  ],
  { error: 'A condition is equals, gt, lt, next_days or month_day on a field.' },
);
export type FieldCondition = z.infer<typeof fieldConditionSchema>;

/** Conditions every contact of the audience meets too (all of them). */
const conditions = z
  .array(fieldConditionSchema)
  .max(AUDIENCE_CONDITIONS_MAX, { error: `Choose at most ${AUDIENCE_CONDITIONS_MAX} conditions.` })
  .optional();

/** All subscribed contacts, or those with any / all of some tags; either narrowed by field conditions. */
export const audienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('all'), conditions }),
    z.strictObject({
      kind: z.literal('tags'),
      conditions,
      match: z.enum(['any', 'all'], { error: 'Choose whether contacts need any or all of the tags.' }),
      tags: z
        .array(audienceTagSchema)
        .min(1, { error: 'Choose at least one tag, or send to all subscribed contacts.' })
        .max(AUDIENCE_TAGS_MAX, { error: `Choose at most ${AUDIENCE_TAGS_MAX} tags.` }),
    }),
  ],
  { error: 'The audience is all subscribed contacts or contacts with some tags.' },
);
export type Audience = z.infer<typeof audienceSchema>;

export const campaignHoldSchema = z.object({
  reason: z.literal('allowance'),
  notSent: z.number().int().min(0),
});
export type CampaignHold = z.infer<typeof campaignHoldSchema>;

export const campaignSchema = z.object({
  id: z.string().min(1),
  projectId: z.string().min(1),
  name: z.string(),
  subject: z.string(),
  previewText: z.string(),
  replyTo: z.string().nullable(),
  audience: audienceSchema,
  status: campaignStatusSchema,
  scheduledAt: z.string().nullable(),
  counters: campaignCountersSchema,
  /** `counters.skipped` by reason (shared/campaigns/skip-reasons.ts). */
  skippedBy: skippedBySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Issue 22: UTM parameters on the mail's links (campaign-results: "Add UTM parameters to links"). */
  addUtm: z.boolean(),
  /**
   * Issue 29: the send job was refused by the month's allowance (status 'held' once everyone it queued is
   * accounted for): how many of the audience were not sent. Null otherwise.
   */
  hold: campaignHoldSchema.nullable(),
  /** Issue 29: the From name ('' sends the address alone) and the From address's part before the @. */
  fromName: z.string(),
  fromLocalPart: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignIdSchema = z.string().min(1).max(64);
export const campaignParamsSchema = z.object({ campaignId: campaignIdSchema });

const nameSchema = z
  .string({ error: 'The campaign name must be text.' })
  .trim()
  .min(1, { error: 'Give the campaign a name.' })
  .max(CAMPAIGN_NAME_MAX, { error: `Campaign names are at most ${CAMPAIGN_NAME_MAX} characters.` });
const subjectSchema = z
  .string({ error: 'The subject must be text.' })
  .trim()
  .max(SUBJECT_MAX, { error: `Keep the subject to ${SUBJECT_MAX} characters or fewer.` });
const previewTextSchema = z
  .string({ error: 'The preview text must be text.' })
  .trim()
  .max(PREVIEW_TEXT_MAX, { error: `Keep the preview text to ${PREVIEW_TEXT_MAX} characters or fewer.` });
/** An address, or '' / null for none (replies then go to the sender). */
/** Whether links get utm_source/utm_medium/utm_campaign (default on). */
const addUtmSchema = z.boolean({ error: 'Add UTM parameters is on or off (true or false).' });
const fromNameSchema = z
  .string({ error: FROM_NAME_ERROR })
  .trim()
  .refine(isFromName, { error: FROM_NAME_ERROR });
const fromLocalPartSchema = z
  .string({ error: FROM_LOCAL_PART_ERROR })
  .trim()
  .refine(isFromLocalPart, { error: FROM_LOCAL_PART_ERROR });
const replyToSchema = z
  .union([z.literal(''), z.null(), z.email({ error: 'Enter a valid reply-to email address.' }).max(254)], {
    error: 'Enter a valid reply-to email address.',
  })
  .transform((value) => (value === '' ? null : value));

export const createCampaignBodySchema = z.strictObject({
  projectId: z.string({ error: 'Choose an email.' }).min(1, { error: 'Choose an email.' }).max(64),
  name: nameSchema.optional(),
  audience: audienceSchema.optional(),
  subject: subjectSchema.optional(),
  previewText: previewTextSchema.optional(),
  replyTo: replyToSchema.optional(),
  addUtm: addUtmSchema.optional(),
  fromName: fromNameSchema.optional(),
  fromLocalPart: fromLocalPartSchema.optional(),
});
export type CreateCampaignBody = z.input<typeof createCampaignBodySchema>;

/** Any subset; `projectId` chooses the email again and takes a new snapshot of it. */
export const updateCampaignBodySchema = z
  .strictObject({
    projectId: z.string().min(1, { error: 'Choose an email.' }).max(64).optional(),
    name: nameSchema.optional(),
    audience: audienceSchema.optional(),
    subject: subjectSchema.optional(),
    previewText: previewTextSchema.optional(),
    replyTo: replyToSchema.optional(),
    addUtm: addUtmSchema.optional(),
    fromName: fromNameSchema.optional(),
    fromLocalPart: fromLocalPartSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'Send at least one field to change.' });
export type UpdateCampaignBody = z.input<typeof updateCampaignBodySchema>;

export const scheduleCampaignBodySchema = z.strictObject({
  at: z.iso.datetime({ offset: true, error: 'Choose a date and time.' }),
});

/** POST send-now / cancel / pause / resume take no fields (`{}` or no body). */
export const campaignActionBodySchema = z
  .strictObject({}, { error: 'This action takes no fields: send {} or no body.' })
  .optional();

export const campaignResponseSchema = z.object({ campaign: campaignSchema });
export const campaignListResponseSchema = z.object({ campaigns: z.array(campaignSchema) });

/** One finding of the checks before sending: errors block sending, warnings do not. */
export const campaignCheckSchema = z.object({
  /** Stable id, one per check (lambdas/domain/campaigns/checks/). */
  id: z.string(),
  severity: z.enum(['error', 'warning']),
  /** What is wrong, in a sentence. */
  message: z.string(),
  /** How to fix it, in a sentence. */
  fix: z.string(),
  /** Where the fix is made (an app path), when there is one place. */
  fixPath: z.string().optional(),
});
export type CampaignCheck = z.infer<typeof campaignCheckSchema>;

export const campaignChecksResponseSchema = z.object({
  /** The problems found (an empty list: every check passed). */
  checks: z.array(campaignCheckSchema),
  /** Subscribed contacts the audience matches now. */
  audienceCount: z.number().int().min(0),
  /** Mails the plan allows this calendar month, and those already used. */
  allowance: z.object({ limit: z.number().int(), used: z.number().int() }),
  /** No errors: the campaign may be sent or scheduled. */
  canSend: z.boolean(),
  /** Issue 29: the From line the mail will show ("Candles <news@candles.example>"); null without a sending domain. */
  from: z.string().nullable(),
});
export type CampaignChecksResponse = z.infer<typeof campaignChecksResponseSchema>;

export const audienceCountQuerySchema = z.object({
  audience: z
    .string()
    .max(2048)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'The audience must be JSON.' });
        return z.NEVER;
      }
    })
    .pipe(audienceSchema),
});
export const audienceCountResponseSchema = z.object({ count: z.number().int().min(0) });

/** The words of the campaign routes' refusals (also what the UI shows). */
export const campaignMessages = {
  notFound: 'Campaign not found.',
  projectNotFound: 'Email not found. Choose one of your emails.',
  noContent: 'This email has no content yet. Write it in the editor first.',
  notEditable: 'Only a draft or scheduled campaign can be changed.',
  notDeletable: 'Only a draft or cancelled campaign can be deleted.',
  checksFailed: 'This campaign cannot be sent until the errors in its checks are fixed.',
  scheduleInPast: 'Choose a time in the future.',
  scheduleTooFar: 'Choose a time within the next year.',
  cannotSchedule: 'Only a draft or scheduled campaign can be scheduled.',
  cannotSend: 'Only a draft or scheduled campaign can be sent.',
  cannotCancel: 'Only a scheduled, sending, paused or held campaign can be cancelled.',
  cannotPause: 'Only a sending campaign can be paused.',
  cannotResume: 'Only a paused or held campaign can be resumed.',
  heldAtAllowance: 'Held: monthly allowance used.',
  stillOverAllowance:
    "This month's allowance is used up, so the campaign stays held. Resume it when the month turns or after upgrading your plan.",
} as const;

export const campaignErrorCodes = {
  notFound: 'campaign_not_found',
  wrongStatus: 'campaign_wrong_status',
  checksFailed: 'checks_failed',
  noContent: 'no_content',
  allowanceExceeded: 'monthly_allowance_exceeded',
  invalidSchedule: 'invalid_schedule',
} as const;

/** "Your plan allows 1,000 emails a month; 200 are left this month and this campaign needs 300." */
export function allowanceMessage(limit: number, used: number, needed: number): string {
  const left = Math.max(0, limit - used);
  return (
    `Your plan allows ${limit.toLocaleString('en-US')} emails a month; ${left.toLocaleString('en-US')} ` +
    `${left === 1 ? 'is' : 'are'} left this month and this campaign needs ${needed.toLocaleString('en-US')}.`
  );
}
