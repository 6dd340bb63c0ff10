import * as z from 'zod';

/**
 * The bodies of the two sending queues (lambdas/routes/sending.ts). Both carry ids only: the worker reads
 * everything else (the contact, its status, the campaign) when it sends, so a message never holds an
 * address or a stale status.
 */
const id = z.string().min(1).max(64);

/** 'campaign-sends': run (or continue) the send job of one campaign. */
export const sendJobMessageSchema = z.object({ sub: id, campaignId: id });
export type SendJobMessage = z.infer<typeof sendJobMessageSchema>;

/** Recipients per 'campaign-batches' message: one worker invocation's share, a few seconds at SES's pace. */
export const RECIPIENTS_PER_BATCH = 50;

/** 'campaign-batches': send the campaign to these contacts. `batchId` names it (parking, logs). */
export const batchMessageSchema = z.object({
  sub: id,
  campaignId: id,
  batchId: z.string().min(1).max(40),
  contactIds: z.array(id).min(1).max(RECIPIENTS_PER_BATCH),
});
export type BatchMessage = z.infer<typeof batchMessageSchema>;
