import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod';
import { deps, portsWith } from '../deps';
import { runEnrollment } from '../domain/flows/run-step';
import { recipientClickTokens } from '../domain/links/click-token';
import { signUnsubscribe } from '../domain/links/unsubscribe-token';
import { rootLogger } from '../http/logger';
import { mailerPort } from '../wiring/mailer';
import { signingPort } from '../wiring/signing';
import { processSqsBatch } from '../wiring/sqs-batch';

const dueStepSchema = z.object({
  accountId: z.string().min(1),
  flowId: z.string().min(1),
  enrollmentId: z.string().min(1),
  /** 'event' when an awaited event woke it (the wait-for-event step's happened branch). */
  wake: z.enum(['due', 'event']).default('due'),
});

/**
 * Trigger flowSteps (SQS 'flow-steps', lambdas/routes/flows.ts): runs each due enrollment's step(s)
 * (lambdas/domain/flows/run-step.ts). A redelivered message runs nothing twice (each step's write is
 * conditional on the enrollment's seq); a failing one comes back, then goes to the dead letter queue.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const d = deps();
  const ports = portsWith(d, [mailerPort, signingPort]);
  const log = rootLogger(d.config).createChild({ persistentKeys: { trigger: 'flowSteps' } });
  const mail = {
    siteUrl: d.config.billing.siteUrl ?? '',
    token: (claims: { sub: string; contactId: string; campaignId: string }) =>
      signUnsubscribe(ports.signing, claims),
    clickTokens: (claims: { campaignId: string; contactId: string }, linkCount: number) =>
      recipientClickTokens(ports.signing, claims, linkCount),
  };
  return processSqsBatch(event, {
    schema: dueStepSchema,
    handle: async (message) => {
      const outcomes = await runEnrollment(ports, mail, message, message.wake);
      log.debug('Flow steps ran', { ...message, outcomes });
    },
    dropped: (record) =>
      log.error('Dropped a flow-steps message that is not a due step', { messageId: record.messageId }),
    failed: (error, message) =>
      log.warn('Flow step failed; SQS will deliver it again', { ...message, error: String(error) }),
  });
}
