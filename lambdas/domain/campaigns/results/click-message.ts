import * as z from 'zod';
import type { Store } from '../../../ports/store';
import { recordClick } from './record-engagement';

/** The user agent is kept to this many characters (enough for any browser's). */
export const MAX_USER_AGENT = 512;

/**
 * What the click redirect puts on the campaign-clicks queue (lambdas/routes/queues.ts) for each followed
 * link: the click's own id (so a redelivered message counts nothing twice), who clicked which link of which
 * campaign (from the verified token), when the redirect answered, and how it was asked (method, user agent).
 */
export const clickMessageSchema = z.object({
  clickId: z.uuid(),
  campaignId: z.string().min(1).max(64),
  contactId: z.string().min(1).max(64),
  link: z.number().int().min(0).max(10_000),
  at: z.iso.datetime(),
  /** The request (issue 35: a HEAD or a scanner's user agent is a machine's click; links/machine-click.ts). */
  method: z.enum(['GET', 'HEAD']).optional(),
  userAgent: z.string().max(MAX_USER_AGENT).optional(),
});
export type ClickMessage = z.infer<typeof clickMessageSchema>;

/** The consumer's work: counts the click once (false when a delivery of it had been counted already). */
export function countClick(store: Store, message: ClickMessage): Promise<boolean> {
  return recordClick(store, message, message.at);
}
