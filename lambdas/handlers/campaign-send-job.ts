import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { deps, portsWith } from '../deps';
import { sendJobMessageSchema } from '../domain/campaigns/send/messages';
import { runSendJob } from '../domain/campaigns/send/send-job';
import { rootLogger } from '../http/logger';
import { queuePort } from '../wiring/queue';
import { processSqsBatch } from '../wiring/sqs-batch';

/**
 * Trigger campaignSendJob (SQS 'campaign-sends', lambdas/routes/sending.ts): runs the send job of each
 * message's campaign (lambdas/domain/sending/send-job.ts). A message that fails is reported in
 * batchItemFailures and comes back; the job resumes from its own record. A body that is not a job is
 * logged and dropped (retrying cannot fix it).
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const d = deps();
  const ports = portsWith(d, [queuePort]);
  const log = rootLogger(d.config).createChild({ persistentKeys: { trigger: 'campaignSendJob' } });
  return processSqsBatch(event, {
    schema: sendJobMessageSchema,
    handle: async (message) => {
      const outcome = await runSendJob(
        ports,
        message,
        { delaySeconds: d.config.sendCheckSeconds },
        { stepSeconds: d.config.rampStepSeconds },
      );
      log.info('Send job ran', { ...message, outcome });
    },
    dropped: (record) =>
      log.error('Dropped a campaign-sends message that is not a send job', { messageId: record.messageId }),
    failed: (error, message) =>
      log.warn('Send job failed; SQS will deliver it again', { ...message, error: String(error) }),
  });
}
