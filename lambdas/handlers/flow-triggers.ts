import * as z from 'zod';
import { StoredItemError } from '../domain/items/item-kind';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { deps, portsWith } from '../deps';
import { flowTriggersFromStream } from '../domain/flows/triggers/from-stream';
import type { ContactEntriesMemo } from '../domain/flows/triggers/on-contact-change';
import { rootLogger } from '../http/logger';
import { queuePort } from '../wiring/queue';

const image = (value: Record<string, unknown> | undefined) =>
  value ? unmarshall(value as Record<string, AttributeValue>) : undefined;

/**
 * Trigger flowTriggers (issue 32; lambdas/routes/flows.ts): the table's stream, new tracking and commerce
 * events and contacts' changes -> the flows they enter or end (domain/flows/triggers/). Records in order,
 * each once; on a failure, it and the records after it are reported back so the stream retries from there
 * (a retried record enrolls nobody twice: the entry id is the event's or the subscription's own).
 */
export async function handler(event: DynamoDBStreamEvent, context?: Context): Promise<DynamoDBBatchResponse> {
  const d = deps();
  const log = rootLogger(d.config).createChild({ persistentKeys: { trigger: 'flowTriggers' } });
  if (context) log.addContext(context);
  const records = (event.Records ?? []).filter(
    (r) => (r.eventName === 'INSERT' || r.eventName === 'MODIFY') && r.dynamodb?.NewImage,
  );
  const memo: ContactEntriesMemo = new Map(); // the accounts' contact triggers, read once per batch
  const { queue } = portsWith(d, [queuePort]); // an awaited event wakes its waits (flows/wake-waiting.ts)
  for (const [i, record] of records.entries()) {
    try {
      const newImage = image(record.dynamodb?.NewImage) ?? {};
      await flowTriggersFromStream(
        d.ports.store,
        d.ports.clock,
        {
          eventName: record.eventName as 'INSERT' | 'MODIFY',
          newImage,
          oldImage: image(record.dynamodb?.OldImage),
        },
        memo,
        queue,
      );
    } catch (error) {
      if (error instanceof StoredItemError || error instanceof z.ZodError) {
        // A record whose item does not parse fails the same way on every retry: retrying it would stop the
        // shard behind it for every reader (seen in CI: a partial contact item held analytics for minutes).
        log.warn('A stream record that cannot be read was skipped by the flow triggers', {
          error: error as Error,
        });
        continue;
      }
      log.error('Matching a record to flow triggers failed; the stream retries from it', {
        error: error as Error,
      });
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
