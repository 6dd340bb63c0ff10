import * as z from 'zod';
import type { Item, Store, TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of the campaign snapshot item (lambdas/table.ts lists every kind). */
export const campaignSnapshotKeys = {
  campaignDocument: (accountId: string, campaignId: string) => ({
    pk: `CAMPAIGNS#${accountId}`,
    sk: `CAMPAIGNDOC#${campaignId}`,
  }),
} as const;

export const campaignSnapshotKind: ItemKind = {
  name: 'campaign-snapshot',
  patterns: [
    {
      what: "a campaign's snapshot of its email",
      key: 'pk CAMPAIGNS#{accountId} sk CAMPAIGNDOC#{campaignId}',
    },
  ],
};

/**
 * The campaign's copy of its email (keys.campaignDocument): later edits in the editor do not change what the
 * campaign sends. `documentJson` is the email document as JSON (read as absent when it is not a string: the
 * campaign then has no content).
 */
const campaignSnapshotSchema = z.object({
  documentJson: z.string().optional().catch(undefined),
});
export interface CampaignSnapshotRecord {
  documentJson: string | undefined;
}

export function parseCampaignSnapshot(item: Item): CampaignSnapshotRecord {
  const stored = parseStored(campaignSnapshotKind.name, campaignSnapshotSchema, item);
  return { documentJson: stored.documentJson };
}

export interface NewCampaignSnapshot {
  accountId: string;
  campaignId: string;
  projectId: string;
  documentJson: string;
  snapshotVersion: number;
  at: string;
}

/** The put of a campaign's snapshot (a new one replaces the old). */
export function putCampaignSnapshot(input: NewCampaignSnapshot): TransactWrite {
  return {
    kind: 'put',
    item: {
      ...campaignSnapshotKeys.campaignDocument(input.accountId, input.campaignId),
      campaignId: input.campaignId,
      projectId: input.projectId,
      documentJson: input.documentJson,
      snapshotVersion: input.snapshotVersion,
      snapshotAt: input.at,
    },
  };
}

export function deleteCampaignSnapshot(accountId: string, campaignId: string): TransactWrite {
  return { kind: 'delete', key: campaignSnapshotKeys.campaignDocument(accountId, campaignId) };
}

export async function getCampaignSnapshot(
  store: Store,
  accountId: string,
  campaignId: string,
): Promise<CampaignSnapshotRecord | undefined> {
  const item = await store.get(campaignSnapshotKeys.campaignDocument(accountId, campaignId));
  return item ? parseCampaignSnapshot(item) : undefined;
}
