/**
 * The local SQS stand-in (lambdas/local/sqs.ts) driven by the real @aws-sdk/client-sqs and by our queue
 * port's adapter (SqsQueue), over SQS's JSON protocol: what the consumers and producers count on.
 */
import { randomUUID } from 'node:crypto';
import {
  DeleteMessageCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqsQueue } from '../../../lambdas/adapters/aws/sqs-queue';
import { startSqs, type RunningSqs } from '../../../lambdas/local/sqs';
import type { QueueName } from '../../../lambdas/routes';

const VISIBILITY = 1;
const MAX_RECEIVES = 2;
let sqs: RunningSqs;
let client: SQSClient;
let port: SqsQueue;

beforeAll(async () => {
  sqs = await startSqs({
    region: 'us-east-1',
    visibilityTimeoutSeconds: VISIBILITY,
    queues: [
      { name: 'imports', maxReceiveCount: MAX_RECEIVES },
      { name: 'campaign-sends', maxReceiveCount: MAX_RECEIVES },
      { name: 'campaign-batches', maxReceiveCount: MAX_RECEIVES },
    ],
  });
  client = sqs.client();
  port = new SqsQueue(client, sqs.urls);
});
afterAll(async () => {
  client?.destroy();
  await sqs?.stop();
});

const receive = (queue: QueueName, waitSeconds = 0, url = sqs.urls[queue]) =>
  client
    .send(
      new ReceiveMessageCommand({
        QueueUrl: url,
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: waitSeconds,
        MessageSystemAttributeNames: ['All'],
      }),
    )
    .then((a) => a.Messages ?? []);

/** Receives until `n` messages came or the time is up, deleting none. */
async function receiveAll(queue: QueueName, n: number, url = sqs.urls[queue]) {
  const got = [];
  const deadline = Date.now() + 10_000;
  while (got.length < n && Date.now() < deadline) got.push(...(await receive(queue, 1, url)));
  return got;
}

async function emptyQueue(queue: QueueName, url = sqs.urls[queue]) {
  for (;;) {
    const messages = await receive(queue, 0, url);
    if (messages.length === 0) return;
    for (const m of messages)
      await client.send(new DeleteMessageCommand({ QueueUrl: url, ReceiptHandle: m.ReceiptHandle }));
  }
}

describe('the local SQS stand-in', () => {
  it('creates every queue of lambdas/routes/queues.ts with a dead letter queue after maxReceiveCount', async () => {
    for (const name of ['imports', 'campaign-sends', 'campaign-batches'] as const) {
      const { Attributes } = await client.send(
        new GetQueueAttributesCommand({ QueueUrl: sqs.urls[name], AttributeNames: ['All'] }),
      );
      expect(JSON.parse(Attributes?.RedrivePolicy ?? '{}')).toMatchObject({
        deadLetterTargetArn: expect.stringMatching(new RegExp(`:${name}-dlq$`)),
      });
      expect(Number(JSON.parse(Attributes?.RedrivePolicy ?? '{}').maxReceiveCount)).toBe(MAX_RECEIVES);
      expect(Attributes?.VisibilityTimeout).toBe(String(VISIBILITY));
    }
    expect(sqs.env.QUEUE_URL_CAMPAIGN_SENDS).toBe(sqs.urls['campaign-sends']);
  });

  it('delivers at least once: a message not deleted comes back after the visibility timeout', async () => {
    const id = randomUUID();
    await port.send('imports', { id });
    const [first] = await receive('imports', 5);
    expect(JSON.parse(first!.Body!)).toEqual({ id });
    expect(first!.Attributes?.ApproximateReceiveCount).toBe('1');
    expect(await receive('imports')).toEqual([]); // invisible while "being worked on"
    const [again] = await receive('imports', 5);
    expect(again!.MessageId).toBe(first!.MessageId);
    expect(again!.Attributes?.ApproximateReceiveCount).toBe('2');
    await client.send(
      new DeleteMessageCommand({ QueueUrl: sqs.urls.imports, ReceiptHandle: again!.ReceiptHandle }),
    );
    await new Promise((r) => setTimeout(r, VISIBILITY * 1000 + 200));
    expect(await receive('imports')).toEqual([]); // deleted for good
  });

  it('moves a message received maxReceiveCount times to the dead letter queue', async () => {
    const dlq = sqs.deadLetterUrls['campaign-batches'];
    await port.send('campaign-batches', { poison: true });
    for (let i = 1; i <= MAX_RECEIVES; i++) {
      const [m] = await receive('campaign-batches', 5);
      expect(m!.Attributes?.ApproximateReceiveCount).toBe(String(i));
    }
    expect(await receive('campaign-batches', 3)).toEqual([]);
    const [dead] = await receive('campaign-batches', 2, dlq);
    expect(JSON.parse(dead!.Body!)).toEqual({ poison: true });
    await emptyQueue('campaign-batches', dlq);
  });

  it('keeps a delayed message invisible for its delay seconds', async () => {
    const sent = Date.now();
    await port.send('campaign-sends', { late: 1 }, { delaySeconds: 2 });
    expect(await receive('campaign-sends')).toEqual([]);
    const [m] = await receive('campaign-sends', 5);
    expect(JSON.parse(m!.Body!)).toEqual({ late: 1 });
    expect(Date.now() - sent).toBeGreaterThanOrEqual(1_900);
    await client.send(
      new DeleteMessageCommand({ QueueUrl: sqs.urls['campaign-sends'], ReceiptHandle: m!.ReceiptHandle }),
    );
  });

  it('long-polls: a waiting ReceiveMessage answers as soon as a message arrives', async () => {
    const started = Date.now();
    const waiting = receive('imports', 10);
    await new Promise((r) => setTimeout(r, 300));
    await port.send('imports', { wake: true });
    const [m] = await waiting;
    const took = Date.now() - started;
    expect(JSON.parse(m!.Body!)).toEqual({ wake: true });
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(3_000);
    await client.send(
      new DeleteMessageCommand({ QueueUrl: sqs.urls.imports, ReceiptHandle: m!.ReceiptHandle }),
    );
  });

  it('sendBatch sends any number of messages, ten to a request', async () => {
    const bodies = Array.from({ length: 23 }, (_, i) => ({ i }));
    await port.sendBatch('campaign-sends', bodies);
    const got = await receiveAll('campaign-sends', 23);
    expect(got.map((m) => (JSON.parse(m.Body!) as { i: number }).i).sort((a, b) => a - b)).toEqual(
      bodies.map((b) => b.i),
    );
    for (const m of got)
      await client.send(
        new DeleteMessageCommand({ QueueUrl: sqs.urls['campaign-sends'], ReceiptHandle: m.ReceiptHandle }),
      );
  });

  it('sendBatch rejects when SQS refuses a message (over its size limit) instead of dropping it silently', async () => {
    await expect(port.sendBatch('imports', [{ ok: 1 }, { big: 'x'.repeat(1_100_000) }])).rejects.toThrow();
    await emptyQueue('imports');
  });
});
