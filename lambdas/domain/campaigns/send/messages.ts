import * as z from 'zod';

/**
 * The bodies of the two sending queues (lambdas/routes/sending.ts). A batch carries each recipient's address
 * and names as the send job read them from the audience page. The worker never trusts them for consent:
 * after its chunk claim it reads the contact (chunk-prep.ts) and mails only a contact still subscribed, at the
 * address stored now, so a stale message can lead to a skip, never a mail to someone who left.
 */
const id = z.string().min(1).max(64);

/**
 * 'campaign-sends': run (or continue) the send job of one campaign; with `check`, the delayed check of a
 * campaign whose job has queued everyone (reconcile.ts): `handled` is how many were handled when it was put.
 */
export const sendJobMessageSchema = z.object({
  sub: id,
  campaignId: id,
  check: z.object({ handled: z.number().int().min(0) }).optional(),
  /** Issue 35: the delayed message of a ramped campaign's next step (ramp.ts). */
  ramp: z.object({ step: z.number().int().min(1) }).optional(),
});
export type SendJobMessage = z.infer<typeof sendJobMessageSchema>;

/** Recipients per 'campaign-batches' message: one worker invocation's share, a few seconds at SES's pace. */
export const RECIPIENTS_PER_BATCH = 50;

/** One recipient of a batch: the contact's id, and its address and names when the job read it. */
export const batchRecipientSchema = z.object({
  id,
  email: z.string().min(1).max(320),
  firstName: z.string().max(200).optional(),
  lastName: z.string().max(200).optional(),
  /** The contact's custom fields, as read just before the send (chunk-prep.ts; never queued). */
  fields: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type BatchRecipient = z.infer<typeof batchRecipientSchema>;

/** 'campaign-batches': send the campaign to these recipients. `batchId` names it (parking, logs). */
export const batchMessageSchema = z.object({
  sub: id,
  campaignId: id,
  batchId: z.string().min(1).max(40),
  recipients: z.array(batchRecipientSchema).min(1).max(RECIPIENTS_PER_BATCH),
});
export type BatchMessage = z.infer<typeof batchMessageSchema>;

/** A contact item of the audience page -> the recipient a batch carries. */
export function recipientOf(contact: Record<string, unknown>): BatchRecipient {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const firstName = text(contact.firstName);
  const lastName = text(contact.lastName);
  return {
    id: String(contact.contactId),
    email: String(contact.email ?? ''),
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
  };
}
