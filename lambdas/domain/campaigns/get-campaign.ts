import type { Campaign } from '../../../shared/contracts/campaigns';
import type { Store } from '../../ports/store';
import {
  campaignOf,
  getCampaign as readCampaign,
  queryCampaigns,
  type CampaignRecord,
} from '../items/campaign';
import { campaignNotFound } from './campaign-errors';

/** Campaign ids are UUIDs: anything else cannot name one and answers 404 like a missing one. */
const CAMPAIGN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The caller's campaign, or 404: another account's id is simply not in the caller's partition. */
export async function ownedCampaign(
  store: Store,
  accountId: string,
  campaignId: string,
): Promise<CampaignRecord> {
  if (!CAMPAIGN_ID.test(campaignId)) throw campaignNotFound();
  const campaign = await readCampaign(store, accountId, campaignId);
  if (!campaign) throw campaignNotFound();
  return campaign;
}

export async function getCampaign(store: Store, accountId: string, campaignId: string): Promise<Campaign> {
  return campaignOf(await ownedCampaign(store, accountId, campaignId));
}

/** The caller's campaigns, newest first (an account has few enough for one sorted read). */
export async function listCampaigns(store: Store, accountId: string): Promise<Campaign[]> {
  const campaigns = await queryCampaigns(store, accountId);
  return campaigns.map(campaignOf).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
