import * as z from 'zod';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { deps } from '../deps';
import { countOrder } from '../domain/analytics/commerce-aggregate';
import { parseCommerceEvent } from '../domain/items/commerce-event';
import { StoredItemError } from '../domain/items/item-kind';
import { rootLogger } from '../http/logger';

/**
 * Trigger analyticsCommerce (issue 31): DynamoDB Streams of the table, INSERTs of commerce events
 * (CEVENT#, lambdas/routes/analytics.ts) -> orders and revenue on the site's day items, credited to
 * campaigns (domain/analytics/commerce-aggregate.ts). Records in order, each once; on a failure, it and
 * the records after it are reported back so the stream retries from there (a record that cannot be read is
 * skipped: it would fail the same way every time).
 */
export async function handler(event: DynamoDBStreamEvent, context?: Context): Promise<DynamoDBBatchResponse> {
  const d = deps();
  const log = rootLogger(d.config).createChild({ persistentKeys: { trigger: 'analyticsCommerce' } });
  if (context) log.addContext(context);
  const records = (event.Records ?? []).filter((r) => r.eventName === 'INSERT' && r.dynamodb?.NewImage);
  for (const [i, record] of records.entries()) {
    try {
      const image = unmarshall(record.dynamodb?.NewImage as Record<string, AttributeValue>);
      await countOrder(d.ports.store, parseCommerceEvent(image), d.ports.clock.now());
    } catch (error) {
      if (error instanceof StoredItemError || error instanceof z.ZodError) {
        // An item that does not parse fails the same way on every retry: skipped, as flow-triggers.ts does.
        log.warn('A stream record that cannot be read was skipped by the order count', {
          error: error as Error,
        });
        continue;
      }
      log.error('Counting an order failed; the stream retries from it', { error: error as Error });
      return {
        batchItemFailures: records
          .slice(i)
          .flatMap((r) =>
            r.dynamodb?.SequenceNumber ? [{ itemIdentifier: r.dynamodb.SequenceNumber }] : [],
          ),
      };
    }
  }
  return { batchItemFailures: [] };
}
