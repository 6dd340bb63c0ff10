import type { Campaign } from '../../../shared/contracts/campaigns';
import type { Item, Store } from '../../ports/store';
import { keys } from '../../table';
import { campaignNotFound } from './campaign-errors';
import { toCampaign } from './campaign-item';

/** Campaign ids are UUIDs: anything else cannot name one and answers 404 like a missing one. */
const CAMPAIGN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The caller's campaign item, or 404: another account's id is simply not in the caller's partition. */
export async function ownedCampaign(store: Store, userId: string, campaignId: string): Promise<Item> {
  if (!CAMPAIGN_ID.test(campaignId)) throw campaignNotFound();
  const item = await store.get(keys.campaign(userId, campaignId));
  if (!item) throw campaignNotFound();
  return item;
}

export async function getCampaign(store: Store, userId: string, campaignId: string): Promise<Campaign> {
  return toCampaign(await ownedCampaign(store, userId, campaignId));
}

/** The caller's campaigns, newest first (an account has few enough for one sorted read). */
export async function listCampaigns(store: Store, userId: string): Promise<Campaign[]> {
  const items = await store.query({
    partition: keys.campaign(userId, '').pk,
    beginsWith: keys.campaignPrefix,
  });
  return items.map(toCampaign).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
