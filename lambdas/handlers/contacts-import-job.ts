import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod';
import { deps, portsWith } from '../deps';
import { runImport } from '../domain/imports/run-import';
import { rootLogger } from '../http/logger';
import { blobsPort } from '../wiring/blobs';
import { queuePort } from '../wiring/queue';
import { signingPort } from '../wiring/signing';

const messageSchema = z.object({
  sub: z.string().min(1),
  importId: z.string().min(1),
  fromRow: z.number().int().min(0).optional(),
});

/**
 * Trigger contactsImportJob (SQS queue 'imports', one message per run; locally lambdas/local/event-source.ts):
 * runs an import off the request thread (lambdas/domain/imports/run-import.ts). A run that throws (the table
 * busy, S3 unreachable) is reported as a batch item failure, so SQS delivers it again and it resumes after the
 * row it recorded; after the queue's maxReceiveCount it rests in the dead letter queue. A message that is not
 * ours is dropped, logged.
 */
export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  const d = deps();
  const ports = portsWith(d, [blobsPort, signingPort, queuePort]);
  const log = rootLogger(d.config).createChild({ persistentKeys: { trigger: 'contactsImportJob' } });
  if (context) log.addContext(context);
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    let body: unknown;
    try {
      body = JSON.parse(record.body);
    } catch {
      body = undefined;
    }
    const message = messageSchema.safeParse(body);
    if (!message.success) {
      log.error('Dropped a message that is not an import', { messageId: record.messageId });
      continue;
    }
    try {
      const outcome = await runImport(ports, message.data, {
        msLeft: () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY,
      });
      log.info('Import run', { importId: message.data.importId, outcome });
    } catch (error) {
      log.error('Import run failed; SQS will deliver it again', error as Error);
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}
