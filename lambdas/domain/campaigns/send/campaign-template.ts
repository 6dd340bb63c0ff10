import type { Store } from '../../../ports/store';
import { getSetup } from '../../items/setup';
import { getContactFields } from '../../items/contact-fields';
import { verifiedSendingDomain } from '../../editor/test-sender';
import type { CampaignRecord } from '../../items/campaign';
import { saveCampaignLinks } from '../../items/campaign-links';
import { getCampaignSnapshot } from '../../items/campaign-snapshot';
import { readyTenantName } from '../../items/ses-tenant';
import { campaignTemplate, type CampaignTemplate } from './campaign-email';
import { trackingOf } from './campaign-tracking';
import { poweredByOf } from './powered-by';

/** Rendered campaigns of this warm function (a campaign's snapshot never changes once it sends). */
const templates = new Map<string, CampaignTemplate | null>();

/**
 * The campaign's email rendered once for every recipient of this warm function (send-batch.ts personalises
 * it): undefined when there is no verified sending domain or no snapshot (every recipient then fails with
 * 'no_verified_domain'). Saves the tracked links the click redirect reads on the first render.
 */
export async function templateOf(
  store: Store,
  siteUrl: string,
  accountId: string,
  campaignId: string,
  campaign: CampaignRecord,
): Promise<CampaignTemplate | undefined> {
  const cached = templates.get(campaignId);
  if (cached !== undefined) return cached ?? undefined;
  const [domain, snapshot, setup, fields, tenant, poweredBy] = await Promise.all([
    verifiedSendingDomain(store, accountId),
    getCampaignSnapshot(store, accountId, campaignId),
    getSetup(store, accountId),
    getContactFields(store, accountId),
    readyTenantName(store, accountId),
    poweredByOf(store, accountId),
  ]);
  const fieldKeys = fields.map((f) => f.key);
  const template =
    domain && snapshot
      ? withFieldKeys(
          campaignTemplate({
            documentJson: snapshot.documentJson,
            subject: campaign.subject,
            previewText: campaign.previewText,
            replyTo: campaign.replyTo ?? undefined,
            postalAddress: setup?.postalAddress ?? undefined,
            verifiedDomain: domain,
            sender: { fromName: campaign.fromName, fromLocalPart: campaign.fromLocalPart },
            siteUrl,
            tracking: trackingOf(campaignId, { name: campaign.name, addUtm: campaign.addUtm }),
            poweredBy,
          }),
          fieldKeys,
          tenant,
        )
      : undefined;
  // Issue 22: the tracked links the click redirect reads (the same list on every render of the snapshot).
  if (template) await saveCampaignLinks(store, accountId, campaignId, template.links);
  // Only a usable template is kept: a domain verified a minute later is seen by the next batch.
  if (template) templates.set(campaignId, template);
  return template;
}

/** The account's field keys, and its SES tenant once ready (issue 35: every recipient's SendEmail names it). */
const withFieldKeys = (template: CampaignTemplate | undefined, fieldKeys: string[], tenant?: string) =>
  template && { ...template, fieldKeys, ...(tenant ? { tenant } : {}) };
