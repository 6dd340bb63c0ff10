import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import type { Deps } from '../deps';
import { withDeps } from '../deps';
import type { TriggerDef } from '../routes';
import { passesStreamFilters, triggers } from '../routes';
import { dynamoClient, localCredentials } from './dynamodb';
import { lambdaContext, loadHandler } from './handler-modules';

/**
 * The local event source mapping of the `dynamodb-stream` triggers (lambdas/routes/): reads DynamoDB
 * Local's stream of the table with @aws-sdk/client-dynamodb-streams, keeps the records the trigger's
 * filters keep (INSERTs, or MODIFYs where a filter asks, by sort key prefix), and calls the same handler module CDK deploys with a
 * DynamoDBStreamEvent of up to batchSize records. Failed records (batchItemFailures) are retried from
 * the first one after a pause, as Lambda does; each shard is read in order. Starts at TRIM_HORIZON, so
 * nothing written before the poller started is missed (the handler counts each event once).
 */
export interface StreamPoller {
  /** Resolves when every record written so far has been handed to the handlers (tests, benches). */
  drain(): Promise<void>;
  /** Stops polling; resolves once a batch under way is done (before the stack stops DynamoDB Local). */
  stop(): Promise<void>;
}

interface ShardState {
  iterator: string | undefined;
  pending: _Record[];
}

export function startStreamPoller(options: {
  endpoint: string;
  region: string;
  tableName: string;
  deps: () => Deps | undefined;
  intervalMs?: number;
}): StreamPoller {
  const defs = (triggers as readonly TriggerDef[]).filter((t) => t.kind === 'dynamodb-stream' && t.stream);
  const streams = new DynamoDBStreamsClient({
    endpoint: options.endpoint,
    region: options.region,
    credentials: localCredentials,
  });
  const interval = options.intervalMs ?? 100;
  const shards = new Map<string, ShardState>();
  let streamArn: string | undefined;
  let discoveredAt = 0;
  let stopped = false;
  let idleWaiters: (() => void)[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  /** Finds the stream and new shards: at start, then every few seconds (shards roll over every few hours). */
  const discover = async () => {
    if (streamArn && Date.now() - discoveredAt < 5000) return;
    discoveredAt = Date.now();
    if (!streamArn) {
      const ddb = dynamoClient(options.endpoint, options.region);
      try {
        const out = await ddb.send(new DescribeTableCommand({ TableName: options.tableName }));
        streamArn = out.Table?.LatestStreamArn;
      } finally {
        ddb.destroy();
      }
      if (!streamArn) return;
    }
    const out = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of out.StreamDescription?.Shards ?? []) {
      if (!shard.ShardId || shards.has(shard.ShardId)) continue;
      const it = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shard.ShardId,
          ShardIteratorType: 'TRIM_HORIZON',
        }),
      );
      shards.set(shard.ShardId, { iterator: it.ShardIterator, pending: [] });
    }
  };

  const deliver = async (def: TriggerDef, records: _Record[]): Promise<number> => {
    const filter = def.stream as NonNullable<TriggerDef['stream']>;
    const kept = records.filter((r) => passesStreamFilters(filter, r.eventName, r.dynamodb?.Keys?.sk?.S));
    for (let start = 0; start < kept.length; start += filter.batchSize) {
      const batch = kept.slice(start, start + filter.batchSize);
      const deps = options.deps();
      if (!deps) throw new Error('The stack is not ready yet');
      const handler = await loadHandler(def.handler);
      const event = { Records: batch } as unknown as DynamoDBStreamEvent;
      const result = (await withDeps(deps, () =>
        handler(event, lambdaContext(`jungle-mail-${def.id}`, def.timeoutSeconds)),
      )) as { batchItemFailures?: { itemIdentifier: string }[] } | undefined;
      const failed = result?.batchItemFailures?.[0]?.itemIdentifier;
      if (failed) {
        // Retry from the first failed record: count how many records before it were done.
        const at = records.findIndex((r) => r.dynamodb?.SequenceNumber === failed);
        return at < 0 ? 0 : at;
      }
    }
    return records.length;
  };

  const pollOnce = async (): Promise<boolean> => {
    await discover();
    let busy = false;
    for (const [id, shard] of shards) {
      if (shard.pending.length === 0 && shard.iterator) {
        try {
          const out = await streams.send(
            new GetRecordsCommand({ ShardIterator: shard.iterator, Limit: 1000 }),
          );
          shard.pending = out.Records ?? [];
          shard.iterator = out.NextShardIterator;
        } catch (error) {
          if (!(error instanceof ExpiredIteratorException)) throw error;
          shards.delete(id); // found again at TRIM_HORIZON; the handler skips what it already counted
          continue;
        }
      }
      if (shard.pending.length === 0) continue;
      busy = true;
      let done = shard.pending.length;
      for (const def of defs) done = Math.min(done, await deliver(def, shard.pending));
      shard.pending = shard.pending.slice(done);
      if (shard.pending.length > 0) await new Promise((r) => setTimeout(r, 500)); // a failed record: pause, retry
    }
    return busy;
  };

  const loop = async () => {
    if (stopped) return;
    let busy = false;
    try {
      busy = await pollOnce();
    } catch (error) {
      if (!stopped) console.error('[stream-poller]', error);
    }
    if (!busy) {
      const waiters = idleWaiters;
      idleWaiters = [];
      waiters.forEach((resolve) => resolve());
    }
    if (!stopped) timer = setTimeout(() => (running = loop()), busy ? 0 : interval);
  };
  timer = setTimeout(() => (running = loop()), 0);

  return {
    drain: async () => {
      // Two idle rounds: the first may have begun before the caller's last write.
      for (let i = 0; i < 2; i++) await new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => undefined);
      idleWaiters.forEach((resolve) => resolve());
      streams.destroy();
    },
  };
}
