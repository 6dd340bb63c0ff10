import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { deps } from '../deps';
import { clickMessageSchema } from '../domain/campaigns/results/click-message';
import { countMailClick } from '../domain/flows/flow-clicks';
import { rootLogger } from '../http/logger';
import { processSqsBatch } from '../wiring/sqs-batch';

/**
 * Trigger campaignClickCount (SQS 'campaign-clicks', lambdas/routes/campaign-links.ts): counts the clicks the
 * redirect (campaign-click.ts) handed over, each exactly once per click id, so a message delivered twice
 * counts once; a flow email's click adds to its step's numbers too (flows/flow-clicks.ts). A count that threw
 * (the table busy) is reported in batchItemFailures and comes back; after the queue's maxReceiveCount it
 * rests in the dead letter queue, whose alarm fires.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const d = deps();
  const log = rootLogger(d.config).createChild({ persistentKeys: { trigger: 'campaignClickCount' } });
  return processSqsBatch(event, {
    schema: clickMessageSchema,
    parallel: true,
    handle: async (click) => {
      const counted = await countMailClick(d.ports.store, click);
      if (!counted)
        log.info('Click already counted', { campaignId: click.campaignId, clickId: click.clickId });
    },
    dropped: (record) =>
      log.error('Dropped a campaign-clicks message that is not a click', { messageId: record.messageId }),
    failed: (error, click) =>
      log.warn('Click will be counted on its next delivery', {
        campaignId: click.campaignId,
        clickId: click.clickId,
        error: String(error),
      }),
  });
}
