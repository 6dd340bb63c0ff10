/**
 * The local stream poller (lambdas/local/stream-poller.ts) gives each stream trigger its own reader, as AWS
 * gives each its own event source mapping, and gives up a record that keeps failing after
 * STREAM_RETRY_ATTEMPTS retries (AWS: to the trigger's dead letter queue). Before, one reader position was
 * shared by every trigger: a record one handler could never take held every trigger of the shard for ever,
 * re-delivered the others' records every 500 ms, and drain() never resolved (CI: unrelated files timed out).
 * A second poller on the shared stack's table, with two test triggers whose handlers are plain functions
 * here (they stand for handler modules; the stream, the records and the poller are the real ones).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, expect, inject, it } from 'vitest';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { startStreamPoller } from '../../../lambdas/local/stream-poller';
import { putMany } from '../../../lambdas/ports/store';
import { STREAM_RETRY_ATTEMPTS, type TriggerDef } from '../../../lambdas/routes';
import { createFullDeps } from '../../../lambdas/wiring/all';

const stack = inject('stack');
const deps = createFullDeps(stack.env);
const run = randomUUID().slice(0, 8);
const prefix = `POLLERTEST#${run}#`;

const seen: Record<'strict' | 'lenient', string[]> = { strict: [], lenient: [] };
const skOf = (event: DynamoDBStreamEvent) => event.Records.map((r) => r.dynamodb?.Keys?.sk?.S ?? '');

/** Refuses every record whose key says BAD (reports it and the rest), takes the others. */
async function strict(event: unknown) {
  const records = (event as DynamoDBStreamEvent).Records;
  for (const [i, r] of records.entries()) {
    const sk = r.dynamodb?.Keys?.sk?.S ?? '';
    seen.strict.push(sk);
    if (sk.includes('BAD'))
      return {
        batchItemFailures: records.slice(i).map((x) => ({ itemIdentifier: x.dynamodb?.SequenceNumber })),
      };
  }
  return { batchItemFailures: [] };
}

async function lenient(event: unknown) {
  seen.lenient.push(...skOf(event as DynamoDBStreamEvent));
  return { batchItemFailures: [] };
}

const trigger = (id: string): TriggerDef =>
  ({
    id,
    handler: `${id}.ts`,
    kind: 'dynamodb-stream',
    stream: { skPrefix: prefix, batchSize: 10 },
    grants: [],
  }) as TriggerDef;

/** Started after the records are written: it reads the whole stream behind it from TRIM_HORIZON. */
const startPoller = () =>
  startStreamPoller({
    endpoint: `http://127.0.0.1:${stack.ports.dynamodb}`,
    region: stack.env.AWS_REGION ?? 'us-east-1',
    tableName: stack.env.TABLE_NAME as string,
    deps: () => deps,
    intervalMs: 20,
    triggers: [trigger('strict'), trigger('lenient')],
    load: async (file) => (file === 'strict.ts' ? strict : lenient),
  });
let poller: ReturnType<typeof startStreamPoller> | undefined;
afterAll(() => poller?.stop());

const put = (name: string) => deps.ports.store.put({ pk: `POLLERTEST#${run}`, sk: `${prefix}${name}` });

it("keeps one trigger's failing record from holding the other, and gives it up after its retries", async () => {
  // Others' records first, pages of them (GetRecords reads 1,000 at a time), as on the shared stack's long
  // stream: a page with nothing for these triggers is not the end of the shard (drain() once resolved there:
  // CI, where the stream held the whole run's writes).
  const noise = Array.from({ length: 2_500 }, (_, i) => ({ pk: `POLLERNOISE#${run}`, sk: `N#${i}` }));
  await putMany(deps.ports.store, noise);
  await put('1-BAD');
  await put('2-good');
  poller = startPoller();
  await poller.drain();
  // The lenient trigger took both, once each, though the strict one was still refusing the first.
  expect(seen.lenient).toEqual([`${prefix}1-BAD`, `${prefix}2-good`]);
  // The strict one: the bad record once and then each retry, then given up, and the next one taken.
  const bad = seen.strict.filter((sk) => sk.endsWith('BAD')).length;
  expect(bad).toBe(1 + STREAM_RETRY_ATTEMPTS);
  expect(seen.strict.at(-1)).toBe(`${prefix}2-good`);
  expect(seen.strict.filter((sk) => sk.endsWith('good'))).toHaveLength(1);
});
