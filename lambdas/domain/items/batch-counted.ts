import { getMany, type TransactWrite, type Store } from '../../ports/store';
import { accountTombstoneKeys } from './account-tombstone';
import { campaignKeys, parseCampaign, type CampaignRecord } from './campaign';
import type { ItemKind } from './item-kind';

/** Keys of the batch counted item (lambdas/table.ts lists every kind). */
export const batchCountedKeys = {
  /** A batch whose recipients were added to the campaign's counters (written with them, once). */
  campaignBatchCounted: (campaignId: string, batchId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `BATCHDONE#${batchId}`,
  }),
} as const;

export const batchCountedKind: ItemKind = {
  name: 'batch-counted',
  patterns: [
    { what: 'a batch of a campaign already counted', key: 'pk CAMPAIGN#{id} sk BATCHDONE#{batchId}' },
  ],
};

/**
 * The batch's mark that its recipients were added to the campaign's counters, `counted` holding what was
 * added. Only its presence is ever read.
 */
export function markBatchCounted(
  campaignId: string,
  batchId: string,
  counted: Record<string, number>,
): TransactWrite {
  return {
    kind: 'put',
    item: { ...batchCountedKeys.campaignBatchCounted(campaignId, batchId), counted },
    condition: 'absent',
  };
}

/**
 * The campaign, whether this batch was counted already (a redelivery) and whether the account's deletion
 * has started (its tombstone): one batched read.
 */
export async function getCampaignAndBatchCounted(
  store: Store,
  input: { accountId: string; campaignId: string; batchId: string },
): Promise<{ campaign: CampaignRecord | undefined; counted: boolean; accountDeleted: boolean }> {
  const [campaign, counted, tombstone] = await getMany(store, [
    campaignKeys.campaign(input.accountId, input.campaignId),
    batchCountedKeys.campaignBatchCounted(input.campaignId, input.batchId),
    accountTombstoneKeys.accountTombstone(input.accountId),
  ]);
  return {
    campaign: campaign ? parseCampaign(campaign) : undefined,
    counted: counted !== undefined,
    accountDeleted: tombstone !== undefined,
  };
}
