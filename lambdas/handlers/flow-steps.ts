import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod';
import { deps, portsWith } from '../deps';
import { runStepBatch } from '../domain/flows/run-batch';
import { runBackfillPage } from '../domain/flows/triggers/backfill';
import { runEnrollment } from '../domain/flows/run-step';
import { recipientClickTokens } from '../domain/links/click-token';
import { signUnsubscribe } from '../domain/links/unsubscribe-token';
import { rootLogger } from '../http/logger';
import { mailerPort } from '../wiring/mailer';
import { queuePort } from '../wiring/queue';
import { signingPort } from '../wiring/signing';
import { processSqsBatch } from '../wiring/sqs-batch';

const dueStepSchema = z.object({
  accountId: z.string().min(1),
  flowId: z.string().min(1),
  enrollmentId: z.string().min(1),
  /** 'event' when an awaited event woke it (the wait-for-event step's happened branch). */
  wake: z.enum(['due', 'event']).default('due'),
  /** An event's wake (domain/flows/wake-waiting.ts): the wait's seq, and when the event was seen. */
  seq: z.number().int().optional(),
  at: z.string().datetime().optional(),
});

/** The sweep's batch of one account's due steps (domain/flows/run-batch.ts). */
const stepBatchSchema = z.object({
  accountId: z.string().min(1),
  steps: z
    .array(z.object({ flowId: z.string().min(1), enrollmentId: z.string().min(1) }))
    .min(1)
    .max(100),
});
/** A page of a yearly-date or win-back flow's backfill (domain/flows/triggers/backfill.ts). */
const backfillSchema = z.object({
  backfill: z.literal('trigger'),
  accountId: z.string().min(1),
  flowId: z.string().min(1),
  after: z.string().min(1).optional(),
});
const messageSchema = z.union([backfillSchema, stepBatchSchema, dueStepSchema]);

/**
 * Trigger flowSteps (SQS 'flow-steps', lambdas/routes/flows.ts): runs each due enrollment's step(s)
 * (lambdas/domain/flows/run-step.ts). A redelivered message runs nothing twice (each step's write is
 * conditional on the enrollment's seq); a failing one comes back, then goes to the dead letter queue.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const d = deps();
  const ports = portsWith(d, [mailerPort, signingPort, queuePort]);
  const log = rootLogger(d.config).createChild({ persistentKeys: { trigger: 'flowSteps' } });
  const mail = {
    siteUrl: d.config.billing.siteUrl ?? '',
    token: (claims: { sub: string; contactId: string; campaignId: string }) =>
      signUnsubscribe(ports.signing, claims),
    clickTokens: (claims: { campaignId: string; contactId: string }, linkCount: number) =>
      recipientClickTokens(ports.signing, claims, linkCount),
  };
  return processSqsBatch(event, {
    schema: messageSchema,
    handle: async (message) => {
      if ('backfill' in message) {
        const outcome = await runBackfillPage(ports, message);
        log.info('Flow backfill page ran', { ...message, ...outcome });
        return;
      }
      if ('steps' in message) {
        const ran = await runStepBatch(ports, mail, message);
        log.debug('Flow step batch ran', { accountId: message.accountId, steps: message.steps.length, ran });
        return;
      }
      const { seq, at } = message;
      const awaited = seq !== undefined && at ? { seq, atMs: Date.parse(at) } : undefined;
      const outcomes = await runEnrollment(ports, mail, message, message.wake, awaited);
      log.debug('Flow steps ran', { ...message, outcomes });
    },
    dropped: (record) =>
      log.error('Dropped a flow-steps message that is not a due step', { messageId: record.messageId }),
    failed: (error, message) =>
      log.warn('Flow step failed; SQS will deliver it again', { ...message, error: String(error) }),
  });
}
