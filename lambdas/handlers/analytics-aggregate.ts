import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { deps } from '../deps';
import { applyEvent, countedEventOf } from '../domain/analytics/aggregate-event';
import { rootLogger } from '../http/logger';

/**
 * Trigger analyticsAggregate (issue 22): DynamoDB Streams of the table -> the site analytics counters.
 * In AWS the event source mapping filters to INSERTs of EVENT# items (lambdas/routes/analytics.ts);
 * locally lambdas/local/stream-poller.ts feeds this same handler. Records are counted in order, each
 * exactly once (applyEvent); at the first failure the rest of the batch is reported back
 * (ReportBatchItemFailures), so the stream retries from there and order within a site holds.
 */
export async function handler(event: DynamoDBStreamEvent, context?: Context): Promise<DynamoDBBatchResponse> {
  const d = deps();
  const log = rootLogger(d.config).createChild({ persistentKeys: { trigger: 'analyticsAggregate' } });
  if (context) log.addContext(context);
  const records = event.Records ?? [];
  let counted = 0;
  for (const [index, record] of records.entries()) {
    const image = record.dynamodb?.NewImage;
    if (record.eventName !== 'INSERT' || !image) continue;
    const counting = countedEventOf(unmarshall(image as Record<string, AttributeValue>));
    if (!counting) continue;
    try {
      if ((await applyEvent(d.ports.store, counting)) === 'counted') counted++;
    } catch (error) {
      log.error('Counting an event failed; the stream retries from it', {
        eventId: counting.eventId,
        error: error as Error,
      });
      return {
        batchItemFailures: records
          .slice(index)
          .flatMap((r) =>
            r.dynamodb?.SequenceNumber ? [{ itemIdentifier: r.dynamodb.SequenceNumber }] : [],
          ),
      };
    }
  }
  log.debug('Events counted', { records: records.length, counted });
  return { batchItemFailures: [] };
}
