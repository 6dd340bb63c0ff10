/**
 * The local schedules adapter: schedules are items in the (real, DynamoDB Local) table, and
 * sendDueSchedules sends the due ones to their queue on a real SQS stand-in of this file's own (the shared
 * stack's queues have consumers).
 */
import { randomUUID } from 'node:crypto';
import { DeleteMessageCommand, ReceiveMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SqsQueue } from '../../../lambdas/adapters/aws/sqs-queue';
import { LocalSchedules, sendDueSchedules } from '../../../lambdas/adapters/local/schedules';
import { startSqs, type RunningSqs } from '../../../lambdas/local/sqs';
import type { Store } from '../../../lambdas/ports';
import { InvalidScheduleError } from '../../../lambdas/ports/schedules';
import { keys } from '../../../lambdas/table';
import { createFullDeps } from '../../../lambdas/wiring/all';

let sqs: RunningSqs;
let client: SQSClient;
let queue: SqsQueue;
let store: Store;
let schedules: LocalSchedules;

beforeAll(async () => {
  sqs = await startSqs({ region: 'us-east-1', visibilityTimeoutSeconds: 1 });
  client = sqs.client();
  queue = new SqsQueue(client, sqs.urls);
  const deps = createFullDeps(inject('stack').env);
  store = deps.ports.store;
  schedules = deps.ports.schedules as LocalSchedules;
});
afterAll(async () => {
  client?.destroy();
  await sqs?.stop();
});

/** Everything on campaign-batches now (deleted as read). */
async function takeAll(): Promise<unknown[]> {
  const bodies: unknown[] = [];
  for (;;) {
    const { Messages = [] } = await client.send(
      new ReceiveMessageCommand({
        QueueUrl: sqs.urls['campaign-batches'],
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: 0,
      }),
    );
    if (Messages.length === 0) return bodies;
    for (const m of Messages) {
      bodies.push(JSON.parse(m.Body!));
      await client.send(
        new DeleteMessageCommand({ QueueUrl: sqs.urls['campaign-batches'], ReceiptHandle: m.ReceiptHandle }),
      );
    }
  }
}

const at = (ms: number) => new Date(Date.now() + ms);
/** Only this test's schedules count: other test files may keep theirs in the same table. */
const mine = (bodies: unknown[], tag: string) => bodies.filter((b) => (b as { tag?: string }).tag === tag);

describe('local one-time schedules', () => {
  it('the local stage wires the table adapter', () => {
    expect(schedules).toBeInstanceOf(LocalSchedules);
  });

  it('sends a schedule to its queue once it is due, then forgets it', async () => {
    const tag = randomUUID();
    const id = `c-${tag}`;
    await schedules.at(id, at(60_000).toISOString(), { queue: 'campaign-batches', body: { tag } });
    await sendDueSchedules(store, queue, new Date());
    expect(mine(await takeAll(), tag)).toEqual([]);
    await sendDueSchedules(store, queue, at(61_000));
    expect(mine(await takeAll(), tag)).toEqual([{ tag }]);
    expect(await store.get(keys.localSchedule(id))).toBeUndefined();
    await sendDueSchedules(store, queue, at(120_000));
    expect(mine(await takeAll(), tag)).toEqual([]);
  });

  it('a new at() with the same id replaces the old time; cancel removes it', async () => {
    const tag = randomUUID();
    const id = `c-${tag}`;
    await schedules.at(id, at(10_000).toISOString(), { queue: 'campaign-batches', body: { tag, v: 1 } });
    await schedules.at(id, at(600_000).toISOString(), { queue: 'campaign-batches', body: { tag, v: 2 } });
    await sendDueSchedules(store, queue, at(20_000));
    expect(mine(await takeAll(), tag)).toEqual([]);
    await schedules.cancel(id);
    await sendDueSchedules(store, queue, at(700_000));
    expect(mine(await takeAll(), tag)).toEqual([]);
    await expect(schedules.cancel(id)).resolves.toBeUndefined();
  });

  it('a time already passed is sent at the next run', async () => {
    const tag = randomUUID();
    await schedules.at(`c-${tag}`, at(-5_000).toISOString(), { queue: 'campaign-batches', body: { tag } });
    await sendDueSchedules(store, queue, new Date());
    expect(mine(await takeAll(), tag)).toEqual([{ tag }]);
  });

  it('refuses a bad id or time and stores nothing', async () => {
    await expect(
      schedules.at('no spaces', at(1).toISOString(), { queue: 'imports', body: {} }),
    ).rejects.toBeInstanceOf(InvalidScheduleError);
    await expect(
      schedules.at('x'.repeat(65), at(1).toISOString(), { queue: 'imports', body: {} }),
    ).rejects.toBeInstanceOf(InvalidScheduleError);
    await expect(schedules.at('fine', 'tomorrow', { queue: 'imports', body: {} })).rejects.toBeInstanceOf(
      InvalidScheduleError,
    );
    expect(await store.get(keys.localSchedule('fine'))).toBeUndefined();
  });
});
