import * as z from 'zod';
import { messageTagNames } from './recipient-headers';

/**
 * SES's configuration-set event as EventBridge delivers it (source aws.ses; the same `detail` SNS would
 * carry as JSON text). Only what we act on is read; the rest passes untouched.
 */
export const sesEventDetailSchema = z.object({
  eventType: z.enum(['Send', 'Delivery', 'Bounce', 'Complaint', 'Reject']),
  mail: z.object({
    messageId: z.string(),
    destination: z.array(z.string()).optional(),
    /** SES's own tags (ses:configuration-set, ses:from-domain...) and ours (messageTagNames). */
    tags: z.record(z.string(), z.array(z.string())).optional(),
  }),
  bounce: z.object({ bounceType: z.string(), bounceSubType: z.string().optional() }).optional(),
  complaint: z.object({ complaintFeedbackType: z.string().optional() }).optional(),
});
export type SesEventDetail = z.infer<typeof sesEventDetailSchema>;

export type SesOutcome = 'sent' | 'delivered' | 'hard_bounce' | 'soft_bounce' | 'complaint' | 'rejected';

/** One event, in our terms: which mail, whose, and what happened to it. */
export interface SesMailEvent {
  outcome: SesOutcome;
  messageId: string;
  sub: string;
  campaignId: string;
  contactId: string;
}

/**
 * Reads one event. Undefined when it is not ours to act on: not an event shape we know, or a mail
 * without our tags (a test send, Cognito's code email). A Permanent bounce is hard; Transient and
 * Undetermined are soft (lambdas/domain/sending/ses-events.ts counts three soft bounces as one hard).
 */
export function readSesEvent(detail: unknown): SesMailEvent | undefined {
  const parsed = sesEventDetailSchema.safeParse(detail);
  if (!parsed.success) return undefined;
  const { eventType, mail, bounce } = parsed.data;
  const tag = (name: string) => {
    const value = mail.tags?.[name]?.[0];
    return value && /^[A-Za-z0-9_-]{1,256}$/.test(value) ? value : undefined;
  };
  const sub = tag(messageTagNames.account);
  const campaignId = tag(messageTagNames.campaign);
  const contactId = tag(messageTagNames.contact);
  if (!sub || !campaignId || !contactId) return undefined;
  const outcome: SesOutcome =
    eventType === 'Send'
      ? 'sent'
      : eventType === 'Delivery'
        ? 'delivered'
        : eventType === 'Complaint'
          ? 'complaint'
          : eventType === 'Reject'
            ? 'rejected'
            : bounce?.bounceType === 'Permanent'
              ? 'hard_bounce'
              : 'soft_bounce';
  return { outcome, messageId: mail.messageId, sub, campaignId, contactId };
}
