import type { Context, EventBridgeEvent } from 'aws-lambda';
import { deps, portsWith } from '../deps';
import { mailerPort } from '../wiring/mailer';
import { eventStatusWrites } from '../domain/contacts/event-status-writes';
import { readSesEvent } from '../domain/campaigns/send/ses-event';
import { applySesEvent, type SesEventEffect } from '../domain/campaigns/send/ses-events';
import { guardAccount } from '../domain/campaigns/send/reputation-guard';
import { ownerNoticeByMail } from '../domain/campaigns/send/reputation-mail';
import { rootLogger } from '../http/logger';

/**
 * Trigger sesEvents: the configuration set's events (Send, Delivery, Bounce, Complaint, Reject) through
 * an EventBridge rule (source aws.ses), one event per invocation; locally the SES proxy feeds the same
 * events for every mail (Delivery, or what a mailbox simulator address yields) and the mail viewer's
 * marks (lambdas/local/ses-proxy.ts).
 * Events of mail that is not a campaign's (test sends, Cognito's) are ignored. A throw makes EventBridge
 * retry, then the rule's dead letter queue keeps the event.
 */
export async function handler(
  event: Partial<EventBridgeEvent<string, unknown>>,
  _context?: Context,
): Promise<SesEventEffect> {
  const d = deps();
  const log = rootLogger(d.config).createChild({ persistentKeys: { trigger: 'sesEvents' } });
  const mailEvent = readSesEvent(event.detail);
  if (!mailEvent) return 'ignored';
  const effect = await applySesEvent(d.ports, mailEvent, (sub, contactId, status, reason) =>
    eventStatusWrites(d.ports.store, sub, contactId, status, {
      reason,
      at: d.ports.clock.now().toISOString(),
    }),
  );
  log.info('SES event', { outcome: mailEvent.outcome, campaignId: mailEvent.campaignId, effect });
  // Issue 35: a bounce or complaint may cross the account's pause line (the rates only rise on those).
  if (effect === 'counted' && (mailEvent.outcome === 'hard_bounce' || mailEvent.outcome === 'complaint')) {
    const config = { from: d.config.mailFrom, siteUrl: d.config.billing.siteUrl ?? '' };
    const notice = ownerNoticeByMail(portsWith(d, [mailerPort]), config, (message, fields) =>
      log.warn(message, fields),
    );
    const verdict = await guardAccount(d.ports, mailEvent.sub, notice);
    if (verdict === 'paused_now') log.warn('Sending guard: account paused', { accountId: mailEvent.sub });
  }
  return effect;
}
