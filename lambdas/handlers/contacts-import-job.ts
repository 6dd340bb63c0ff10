import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod';
import { deps, portsWith } from '../deps';
import { runImportDelivery } from '../domain/imports/last-delivery';
import { rootLogger } from '../http/logger';
import { queues } from '../routes/queues';
import { blobsPort } from '../wiring/blobs';
import { queuePort } from '../wiring/queue';
import { signingPort } from '../wiring/signing';
import { processSqsBatch } from '../wiring/sqs-batch';

const MAX_RECEIVE_COUNT = queues.find((q) => q.name === 'imports')!.maxReceiveCount;

const messageSchema = z.object({
  sub: z.string().min(1),
  importId: z.string().min(1),
  fromRow: z.number().int().min(0).optional(),
});

/**
 * Trigger contactsImportJob (SQS queue 'imports', one message per run; locally lambdas/local/event-source.ts):
 * runs an import off the request thread (lambdas/domain/imports/run-import.ts). A run that throws (the table
 * busy, S3 unreachable) is reported as a batch item failure, so SQS delivers it again and it resumes after the
 * row it recorded; a run that throws on the last delivery marks the import failed with the reason
 * (imports/last-delivery.ts), then rests in the dead letter queue. A message that is not ours is dropped,
 * logged.
 */
export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  const d = deps();
  const ports = portsWith(d, [blobsPort, signingPort, queuePort]);
  const log = rootLogger(d.config).createChild({ persistentKeys: { trigger: 'contactsImportJob' } });
  if (context) log.addContext(context);
  return processSqsBatch(event, {
    schema: messageSchema,
    handle: async (message, record) => {
      const outcome = await runImportDelivery(ports, message, {
        msLeft: () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY,
        receiveCount: Number(record.attributes.ApproximateReceiveCount) || 1,
        maxReceiveCount: MAX_RECEIVE_COUNT,
      });
      log.info('Import run', { importId: message.importId, outcome });
    },
    dropped: (record) =>
      log.error('Dropped a message that is not an import', { messageId: record.messageId }),
    failed: (error) => log.error('Import run failed; SQS will deliver it again', error as Error),
  });
}
