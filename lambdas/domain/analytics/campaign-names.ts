import { campaignSlug } from '../../../shared/campaigns/slug';
import type { RevenueReport } from '../../../shared/contracts/analytics-revenue';

/** A campaign row before it is named. */
export type CampaignRow = Omit<RevenueReport['campaigns'][number], 'name'>;

/**
 * The revenue report's campaign rows with the name of the account's campaign whose slug (the utm_campaign
 * value its links carry, shared/campaigns/slug.ts) each row is counted under; null for a value from
 * elsewhere (a link with its own utm_campaign, a flow's mail), which the page shows as it is.
 */
export function withCampaignNames(
  rows: CampaignRow[],
  campaigns: readonly { id: string; name: string }[],
): RevenueReport['campaigns'] {
  const names = new Map(campaigns.map((c) => [campaignSlug(c), c.name]));
  return rows.map((row) => ({ ...row, name: names.get(row.campaign) ?? null }));
}
