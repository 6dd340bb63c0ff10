import * as z from 'zod';
import type { Store } from '../../../ports/store';
import { recordClick } from './record-engagement';

/**
 * What the click redirect puts on the campaign-clicks queue (lambdas/routes/queues.ts) for each followed
 * link: the click's own id (so a redelivered message counts nothing twice), who clicked which link of which
 * campaign (from the verified token), and when the redirect answered.
 */
export const clickMessageSchema = z.object({
  clickId: z.uuid(),
  campaignId: z.string().min(1).max(64),
  contactId: z.string().min(1).max(64),
  link: z.number().int().min(0).max(10_000),
  at: z.iso.datetime(),
});
export type ClickMessage = z.infer<typeof clickMessageSchema>;

/** The consumer's work: counts the click once (false when a delivery of it had been counted already). */
export function countClick(store: Store, message: ClickMessage): Promise<boolean> {
  return recordClick(store, message, message.at);
}
