import type { ItemKind } from './item-kind';

/** Keys of the chunk claim item (lambdas/table.ts lists every kind). */
export const chunkClaimKeys = {
  /**
   * A chunk of a batch in flight (up to 25 recipients, lambdas/domain/sending/chunk-claim.ts): held by one
   * delivery while it mails them, deleted when it is done; the unsubscribe reads the campaign's live ones.
   */
  campaignChunk: (campaignId: string, chunkId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `CHUNK#${chunkId}`,
  }),
  campaignChunkPrefix: 'CHUNK#',
} as const;

export const chunkClaimKind: ItemKind = {
  name: 'chunk-claim',
  patterns: [
    {
      what: "a chunk of a campaign's batch in flight (lease)",
      key: 'pk CAMPAIGN#{id} sk CHUNK#{batchId}#{size}.{i}',
    },
  ],
};
