import { randomUUID } from 'node:crypto';

/** The SES mailbox simulator's addresses (a `+label` is allowed, as in AWS) and what each yields. */
const SIMULATOR = /^(success|bounce|complaint)(\+[^@]*)?@simulator\.amazonses\.com$/i;

export type LocalOutcome = 'delivered' | 'bounced' | 'complained';

export function simulatorOutcome(address: string): LocalOutcome | undefined {
  const match = SIMULATOR.exec(address.trim());
  if (!match) return undefined;
  const kind = (match[1] ?? '').toLowerCase();
  return kind === 'bounce' ? 'bounced' : kind === 'complaint' ? 'complained' : 'delivered';
}

/**
 * What SES would report for a mail the stand-in accepted: a simulator address's outcome, else 'delivered'
 * (every other mail lands in the local mail viewer, which is its mailbox).
 */
export function localOutcome(to: readonly string[]): LocalOutcome {
  return to.map(simulatorOutcome).find(Boolean) ?? 'delivered';
}

/** What the local SES proxy remembers of one SendEmail, to build its events. */
export interface SentMail {
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  configurationSet?: string;
  /** SendEmail's TenantName (issue 35), when it named one. */
  tenant?: string;
  /** EmailTags of the request, as SES puts them on the event's mail.tags. */
  tags: Record<string, string[]>;
  at: string;
}

/**
 * The EventBridge events SES publishes through a configuration set for `outcome` (detail-type and detail
 * as in AWS): Send, then Delivery; Bounce (Permanent, General: what bounce@ yields); or Delivery and
 * Complaint (what complaint@ yields).
 */
export function sesEvents(mail: SentMail, outcome: LocalOutcome, region: string) {
  const timestamp = new Date().toISOString();
  const base = {
    timestamp: mail.at,
    source: mail.from,
    messageId: mail.messageId,
    destination: mail.to,
    headersTruncated: false,
    tags: {
      ...mail.tags,
      ...(mail.configurationSet ? { 'ses:configuration-set': [mail.configurationSet] } : {}),
    },
    commonHeaders: { from: [mail.from], to: mail.to, subject: mail.subject, messageId: mail.messageId },
  };
  const event = (detailType: string, detail: Record<string, unknown>) => ({
    version: '0',
    id: randomUUID(),
    'detail-type': detailType,
    source: 'aws.ses',
    account: '000000000000',
    time: timestamp,
    region,
    resources: [],
    detail: { mail: base, ...detail },
  });
  const recipients = mail.to.map((emailAddress) => ({ emailAddress }));
  const sent = event('Email Sent', { eventType: 'Send', send: {} });
  const delivered = event('Email Delivered', {
    eventType: 'Delivery',
    delivery: { timestamp, processingTimeMillis: 1, recipients: mail.to, smtpResponse: '250 2.0.0 OK' },
  });
  if (outcome === 'bounced')
    return [
      sent,
      event('Email Bounced', {
        eventType: 'Bounce',
        bounce: {
          bounceType: 'Permanent',
          bounceSubType: 'General',
          bouncedRecipients: recipients.map((r) => ({ ...r, action: 'failed', status: '5.1.1' })),
          timestamp,
          feedbackId: randomUUID(),
        },
      }),
    ];
  if (outcome === 'complained')
    return [
      sent,
      delivered,
      event('Email Complaint Received', {
        eventType: 'Complaint',
        complaint: {
          complainedRecipients: recipients,
          complaintFeedbackType: 'abuse',
          timestamp,
          feedbackId: randomUUID(),
        },
      }),
    ];
  return [sent, delivered];
}
