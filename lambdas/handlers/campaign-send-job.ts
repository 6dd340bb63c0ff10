import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { deps, portsWith } from '../deps';
import { sendJobMessageSchema } from '../domain/campaigns/send/messages';
import { runSendJob } from '../domain/campaigns/send/send-job';
import { rootLogger } from '../http/logger';
import { queuePort } from '../wiring/queue';

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
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const message = parse(record.body);
    if (!message) {
      log.error('Dropped a campaign-sends message that is not a send job', { messageId: record.messageId });
      continue;
    }
    try {
      const outcome = await runSendJob(ports, message);
      log.info('Send job ran', { ...message, outcome });
    } catch (error) {
      log.warn('Send job failed; SQS will deliver it again', { ...message, error: String(error) });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}

function parse(body: string) {
  try {
    const parsed = sendJobMessageSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
