import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { deps } from '../deps';
import { applyEvents, countedEventOf } from '../domain/analytics/aggregate-event';
import type { CountedEvent } from '../domain/analytics/dimensions';
import { rootLogger } from '../http/logger';

/**
 * Trigger analyticsAggregate (issue 22): DynamoDB Streams of the table -> the site analytics counters.
 * In AWS the event source mapping filters to INSERTs of EVENT# items (lambdas/routes/analytics.ts);
 * locally lambdas/local/stream-poller.ts feeds this same handler. Records are counted in order, each
 * exactly once (applyEvents, a transaction per chunk); when a chunk fails, it and the records after it
 * are reported back (ReportBatchItemFailures), so the stream retries from there and order holds.
 */
export async function handler(event: DynamoDBStreamEvent, context?: Context): Promise<DynamoDBBatchResponse> {
  const d = deps();
  const log = rootLogger(d.config).createChild({ persistentKeys: { trigger: 'analyticsAggregate' } });
  if (context) log.addContext(context);
  const records = event.Records ?? [];
  const counted: { event: CountedEvent; sequence: string | undefined }[] = [];
  for (const record of records) {
    const image = record.dynamodb?.NewImage;
    if (record.eventName !== 'INSERT' || !image) continue;
    const parsed = countedEventOf(unmarshall(image as Record<string, AttributeValue>));
    if (parsed) counted.push({ event: parsed, sequence: record.dynamodb?.SequenceNumber });
  }
  let done = 0;
  try {
    const result = await applyEvents(
      d.ports.store,
      counted.map((c) => c.event),
      (n) => (done = n),
    );
    log.debug('Events counted', { records: records.length, ...result });
    return { batchItemFailures: [] };
  } catch (error) {
    log.error('Counting events failed; the stream retries from the first one not counted', {
      eventId: counted[done]?.event.eventId,
      error: error as Error,
    });
    return {
      batchItemFailures: counted
        .slice(done)
        .flatMap((c) => (c.sequence ? [{ itemIdentifier: c.sequence }] : [])),
    };
  }
}
