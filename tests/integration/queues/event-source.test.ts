/**
 * The local event source mapping (lambdas/local/event-source.ts) against the real SQS stand-in: the
 * handler is a test function given to the runner (the stack passes lambdas/handlers/ modules instead),
 * fed real SQSEvents built from real ReceiveMessage answers.
 */
import type { SQSClient } from '@aws-sdk/client-sqs';
import { GetQueueAttributesCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SqsQueue } from '../../../lambdas/adapters/aws/sqs-queue';
import { startEventSources, type EventSources } from '../../../lambdas/local/event-source';
import { startSqs, type RunningSqs } from '../../../lambdas/local/sqs';
import type { TriggerDef } from '../../../lambdas/routes';

const VISIBILITY = 1;
const MAX_RECEIVES = 3;
let sqs: RunningSqs;
let client: SQSClient;
let queue: SqsQueue;
let sources: EventSources | undefined;

beforeAll(async () => {
  sqs = await startSqs({
    region: 'us-east-1',
    visibilityTimeoutSeconds: VISIBILITY,
    queues: [
      { name: 'imports', maxReceiveCount: MAX_RECEIVES },
      { name: 'campaign-batches', maxReceiveCount: MAX_RECEIVES },
      { name: 'campaign-sends', maxReceiveCount: MAX_RECEIVES },
    ],
  });
  client = sqs.client();
  queue = new SqsQueue(client, sqs.urls);
});
afterEach(async () => {
  await sources?.stop();
  sources = undefined;
});
afterAll(async () => {
  client?.destroy();
  await sqs?.stop();
});

const consumer: TriggerDef = {
  id: 'testConsumer',
  handler: 'unused.ts',
  kind: 'sqs',
  queue: 'imports',
  batchSize: 5,
  maxConcurrency: 1,
  grants: [],
};

/** Runs `handler` as the consumer of 'imports'; every event it got is kept. */
function consume(handler: (event: SQSEvent) => Promise<unknown>, trigger = consumer) {
  const events: SQSEvent[] = [];
  sources = startEventSources({
    triggers: [trigger],
    client,
    urls: sqs.urls,
    region: 'us-east-1',
    invoke: async (_t, event) => {
      events.push(event);
      return handler(event);
    },
    log: () => undefined,
    visibilityTimeoutSeconds: VISIBILITY,
  });
  sources.start();
  return events;
}

const bodyOf = (r: SQSRecord) => JSON.parse(r.body) as { n: number };
const counts = async (url: string) =>
  (await client.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['All'] }))).Attributes ??
  {};

describe('the local SQS event source mapping', () => {
  it('calls the handler with a real SQSEvent and deletes what succeeded', async () => {
    const seen: number[] = [];
    const events = consume(async (event) => {
      seen.push(...event.Records.map((r) => bodyOf(r).n));
    });
    await queue.sendBatch('imports', [{ n: 1 }, { n: 2 }, { n: 3 }]);
    await sources!.drain(10_000);
    expect(seen.sort()).toEqual([1, 2, 3]);
    const record = events[0]!.Records[0]!;
    expect(record).toMatchObject({
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:imports',
      awsRegion: 'us-east-1',
      messageId: expect.any(String),
      receiptHandle: expect.any(String),
      md5OfBody: expect.stringMatching(/^[0-9a-f]{32}$/),
      attributes: { ApproximateReceiveCount: '1', SentTimestamp: expect.stringMatching(/^\d+$/) },
    });
    expect(events.every((e) => e.Records.length <= 5)).toBe(true);
    const after = await counts(sqs.urls.imports);
    expect([after.ApproximateNumberOfMessages, after.ApproximateNumberOfMessagesNotVisible]).toEqual([
      '0',
      '0',
    ]);
  });

  it('redelivers only the messages a handler lists in batchItemFailures', async () => {
    const attempts = new Map<number, number>();
    consume(async (event) => {
      const failures = [];
      for (const r of event.Records) {
        const { n } = bodyOf(r);
        attempts.set(n, (attempts.get(n) ?? 0) + 1);
        if (n === 2 && attempts.get(n) === 1) failures.push({ itemIdentifier: r.messageId });
      }
      return { batchItemFailures: failures };
    });
    await queue.sendBatch('imports', [{ n: 1 }, { n: 2 }, { n: 3 }]);
    await sources!.drain(15_000);
    expect(Object.fromEntries(attempts)).toEqual({ 1: 1, 2: 2, 3: 1 });
  });

  it('retries the whole batch when the handler throws', async () => {
    const attempts = new Map<number, number>();
    let thrown = false;
    consume(async (event) => {
      for (const r of event.Records) attempts.set(bodyOf(r).n, (attempts.get(bodyOf(r).n) ?? 0) + 1);
      if (!thrown) {
        thrown = true;
        throw new Error('boom');
      }
    });
    await queue.sendBatch('imports', [{ n: 7 }, { n: 8 }]);
    await sources!.drain(15_000);
    // Both were handed over again; depending on how SQS batched them, 7 and 8 were seen once or twice each.
    expect([...attempts.values()].reduce((a, b) => a + b)).toBeGreaterThanOrEqual(3);
    expect([...attempts.keys()].sort()).toEqual([7, 8]);
  });

  it('moves a message that always fails to the dead letter queue after maxReceiveCount', async () => {
    let calls = 0;
    consume(async (event) => {
      calls++;
      return { batchItemFailures: event.Records.map((r) => ({ itemIdentifier: r.messageId })) };
    });
    await queue.send('imports', { n: 99 });
    await sources!.drain(20_000);
    expect(calls).toBe(MAX_RECEIVES);
    const dead = await client.send(
      new ReceiveMessageCommand({ QueueUrl: sqs.deadLetterUrls.imports, WaitTimeSeconds: 1 }),
    );
    expect(dead.Messages?.map((m) => JSON.parse(m.Body!))).toEqual([{ n: 99 }]);
  });

  it('treats an unknown itemIdentifier as a failed batch, as Lambda does', async () => {
    let calls = 0;
    consume(async () => {
      calls++;
      return calls === 1 ? { batchItemFailures: [{ itemIdentifier: 'not-a-message-id' }] } : undefined;
    });
    await queue.send('imports', { n: 5 });
    await sources!.drain(15_000);
    expect(calls).toBe(2);
  });

  it('stopped consumers leave messages queued; started again, they finish the work', async () => {
    const seen: number[] = [];
    consume(async (event) => {
      seen.push(...event.Records.map((r) => bodyOf(r).n));
    });
    await sources!.stop();
    expect(sources!.running).toBe(false);
    await queue.sendBatch('imports', [{ n: 11 }, { n: 12 }]);
    await new Promise((r) => setTimeout(r, 500));
    expect(seen).toEqual([]);
    expect((await counts(sqs.urls.imports)).ApproximateNumberOfMessages).toBe('2');
    sources!.start();
    await sources!.drain(10_000);
    expect(seen.sort()).toEqual([11, 12]);
  });

  it('counts a run past the trigger’s timeout as failed, so its batch comes back', async () => {
    let calls = 0;
    consume(
      async () => {
        calls++;
        if (calls === 1) await new Promise((r) => setTimeout(r, 1_500));
      },
      { ...consumer, timeoutSeconds: 1 },
    );
    await queue.send('imports', { n: 3 });
    await sources!.drain(15_000);
    expect(calls).toBe(2);
  });

  it('never hands a batch to a second run while the first still runs (as AWS, whose visibility timeout outlasts the function’s)', async () => {
    let calls = 0;
    consume(
      async () => {
        calls++;
        // Three visibility timeouts: without the renewal SQS would deliver the message again meanwhile.
        await new Promise((r) => setTimeout(r, 3 * VISIBILITY * 1000));
      },
      { ...consumer, maxConcurrency: 2, timeoutSeconds: 10 },
    );
    await queue.send('imports', { n: 4 });
    await sources!.drain(15_000);
    expect(calls).toBe(1);
  });

  it('drain waits for a handler still running', async () => {
    let finished = false;
    consume(async () => {
      await new Promise((r) => setTimeout(r, 700));
      finished = true;
    });
    await queue.send('imports', { n: 1 });
    await new Promise((r) => setTimeout(r, 200));
    await sources!.drain(10_000);
    expect(finished).toBe(true);
  });
});
