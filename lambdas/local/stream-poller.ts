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
import { STREAM_RETRY_ATTEMPTS, passesStreamFilters, triggers } from '../routes';
import { dynamoClient, localCredentials } from './dynamodb';
import { type LambdaHandler, lambdaContext, loadHandler } from './handler-modules';

/**
 * The local event source mappings of the `dynamodb-stream` triggers (lambdas/routes/): reads DynamoDB Local's
 * stream of the table with @aws-sdk/client-dynamodb-streams and gives each trigger its own reader per shard,
 * as AWS gives each its own event source mapping: the records its filters keep (INSERTs, or MODIFYs where a
 * filter asks, by sort key prefix), in order, in DynamoDBStreamEvents of up to batchSize records, to the same
 * handler module CDK deploys. A failed record (batchItemFailures, or the whole batch when the handler throws)
 * is retried from there after a pause, STREAM_RETRY_ATTEMPTS times, then given up with an error line (AWS
 * sends it to the trigger's dead letter queue): one trigger's failing record never holds another trigger, nor
 * its own shard for ever. Starts at TRIM_HORIZON, so nothing written before the poller started is missed
 * (each handler counts each event once).
 */
export interface StreamPoller {
  /** Resolves when every record written so far has been handed to the handlers (tests, benches). */
  drain(): Promise<void>;
  /** Stops polling; resolves once a batch under way is done (before the stack stops DynamoDB Local). */
  stop(): Promise<void>;
}

/** One trigger's position in one shard: the records it has yet to take, and its retry of the first. */
interface Reader {
  def: TriggerDef;
  pending: _Record[];
  retry?: { sequence: string; attempts: number; notBefore: number };
}

interface ShardState {
  iterator: string | undefined;
  readers: Reader[];
}

const RETRY_PAUSE_MS = 500;

export function startStreamPoller(options: {
  endpoint: string;
  region: string;
  tableName: string;
  deps: () => Deps | undefined;
  intervalMs?: number;
  /** The triggers to feed (default: every 'dynamodb-stream' trigger of lambdas/routes/) and how their
   * handler modules load (default: lambdas/handlers/): a test's own triggers. */
  triggers?: readonly TriggerDef[];
  load?: (file: string) => Promise<LambdaHandler>;
}): StreamPoller {
  const defs = (options.triggers ?? (triggers as readonly TriggerDef[])).filter(
    (t) => t.kind === 'dynamodb-stream' && t.stream,
  );
  const load = options.load ?? loadHandler;
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
      shards.set(shard.ShardId, {
        iterator: it.ShardIterator,
        readers: defs.map((def) => ({ def, pending: [] })),
      });
    }
  };

  /** One handler call with `batch`; the index of its first failed record, or undefined when all went. */
  const invoke = async (def: TriggerDef, batch: _Record[]): Promise<number | undefined> => {
    const deps = options.deps();
    if (!deps) throw new Error('The stack is not ready yet');
    const handler = await load(def.handler);
    const event = { Records: batch } as unknown as DynamoDBStreamEvent;
    try {
      const result = (await withDeps(deps, () =>
        handler(event, lambdaContext(`jungle-mail-${def.id}`, def.timeoutSeconds)),
      )) as { batchItemFailures?: { itemIdentifier: string }[] } | undefined;
      const failed = result?.batchItemFailures?.[0]?.itemIdentifier;
      if (!failed) return undefined;
      const at = batch.findIndex((r) => r.dynamodb?.SequenceNumber === failed);
      return at < 0 ? 0 : at;
    } catch (error) {
      console.error(`[stream-poller] ${def.id} threw; its batch is retried`, error);
      return 0;
    }
  };

  /** A failed first record: retried after a pause, or given up once it has had its retries. */
  const failed = (reader: Reader) => {
    const record = reader.pending[0] as _Record;
    const sequence = record.dynamodb?.SequenceNumber ?? '';
    const attempts = reader.retry?.sequence === sequence ? reader.retry.attempts + 1 : 1;
    if (attempts <= STREAM_RETRY_ATTEMPTS) {
      reader.retry = { sequence, attempts, notBefore: Date.now() + RETRY_PAUSE_MS };
      return;
    }
    console.error(
      `[stream-poller] ${reader.def.id} gave up record ${sequence} (${record.eventName} ${record.dynamodb?.Keys?.sk?.S ?? ''}) after ${STREAM_RETRY_ATTEMPTS} retries, as its dead letter queue would take it in AWS`,
    );
    reader.pending.shift();
    delete reader.retry;
  };

  /** Hands a reader's pending records to its handler, batch by batch; whether any record was done. */
  const read = async (reader: Reader): Promise<boolean> => {
    let progressed = false;
    const { batchSize } = reader.def.stream as NonNullable<TriggerDef['stream']>;
    while (reader.pending.length > 0 && !stopped) {
      if (reader.retry && Date.now() < reader.retry.notBefore) return progressed;
      const batch = reader.pending.slice(0, batchSize);
      const firstFailed = await invoke(reader.def, batch);
      const done = firstFailed ?? batch.length;
      if (done > 0) {
        reader.pending = reader.pending.slice(done);
        delete reader.retry;
        progressed = true;
      }
      if (firstFailed !== undefined) {
        failed(reader);
        return progressed;
      }
    }
    return progressed;
  };

  /** One round over every shard: new records to each trigger's reader, then each reader's turn. */
  const pollOnce = async (): Promise<{ busy: boolean; progressed: boolean }> => {
    await discover();
    let busy = false;
    let progressed = false;
    for (const [id, shard] of shards) {
      if (shard.iterator) {
        try {
          const out = await streams.send(
            new GetRecordsCommand({ ShardIterator: shard.iterator, Limit: 1000 }),
          );
          shard.iterator = out.NextShardIterator;
          // Records read (for any trigger or none): the shard may not be caught up yet, so not idle (drain()
          // waits), and the next round comes straight on.
          if ((out.Records ?? []).length > 0) {
            busy = true;
            progressed = true;
          }
          for (const reader of shard.readers) {
            const filter = reader.def.stream as NonNullable<TriggerDef['stream']>;
            for (const r of out.Records ?? [])
              if (passesStreamFilters(filter, r.eventName, r.dynamodb?.Keys?.sk?.S)) reader.pending.push(r);
          }
        } catch (error) {
          if (!(error instanceof ExpiredIteratorException)) throw error;
          shards.delete(id); // found again at TRIM_HORIZON; the handler skips what it already counted
          continue;
        }
      }
      for (const reader of shard.readers) {
        if (await read(reader)) progressed = true;
        if (reader.pending.length > 0) busy = true;
      }
    }
    return { busy, progressed };
  };

  const loop = async () => {
    if (stopped) return;
    let round = { busy: false, progressed: false };
    try {
      round = await pollOnce();
    } catch (error) {
      if (!stopped) console.error('[stream-poller]', error);
    }
    if (!round.busy) {
      const waiters = idleWaiters;
      idleWaiters = [];
      waiters.forEach((resolve) => resolve());
    }
    // Straight on while records flow; a round of only waiting retries pauses like an idle one.
    const next = round.progressed ? 0 : interval;
    if (!stopped) timer = setTimeout(() => (running = loop()), next);
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
