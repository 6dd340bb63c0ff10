import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { deps, portsWith } from '../deps';
import { batchMessageSchema } from '../domain/campaigns/send/messages';
import { sendCampaignBatch } from '../domain/campaigns/send/send-batch';
import { workerSettings } from '../wiring/worker-settings';
import { rootLogger } from '../http/logger';
import { mailerPort } from '../wiring/mailer';
import { queuePort } from '../wiring/queue';
import { signingPort } from '../wiring/signing';
import { processSqsBatch } from '../wiring/sqs-batch';

/**
 * Trigger campaignSendBatch (SQS 'campaign-batches', lambdas/routes/sending.ts): the worker. Each message
 * is a batch of recipients (lambdas/domain/sending/send-batch.ts); one that met a chunk held by another
 * delivery is put back for when that claim's lease ends (held-batch.ts); one that could not finish (SES still
 * throttling after the backoff, an error) is reported in
 * batchItemFailures, so SQS delivers it again and the claims skip whoever was already mailed; after the
 * queue's maxReceiveCount it goes to the dead letter queue, whose alarm fires.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const d = deps();
  const ports = portsWith(d, [mailerPort, queuePort, signingPort]);
  const log = rootLogger(d.config).createChild({ persistentKeys: { trigger: 'campaignSendBatch' } });
  const settings = await workerSettings(d.config, ports.mailer, ports.signing);
  return processSqsBatch(event, {
    schema: batchMessageSchema,
    parallel: true,
    handle: async (batch) => {
      const report = await sendCampaignBatch(ports, settings, batch);
      if (report.outcome === 'account_deleted')
        log.info('Batch dropped: the account is deleted', {
          campaignId: batch.campaignId,
          batchId: batch.batchId,
        });
      else log.debug('Batch done', { campaignId: batch.campaignId, batchId: batch.batchId, ...report });
    },
    dropped: (record) =>
      log.error('Dropped a campaign-batches message that is not a batch', { messageId: record.messageId }),
    failed: (error, batch) =>
      log.warn('Batch will be delivered again', {
        campaignId: batch.campaignId,
        batchId: batch.batchId,
        error: String(error),
      }),
  });
}
