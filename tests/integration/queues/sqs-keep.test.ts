/**
 * fauxqs keeps messages in memory; a stack with a kept data dir (npm start) journals each message sent and
 * deleted before answering (lambdas/local/sqs-journal.ts, sqs-keep.ts) and sends those never deleted again at
 * the next start, after a stop or a crash, so neither loses work. Driven with the real SDK against successive
 * stand-ins; a crash is a second stand-in started on the journal of one never stopped.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteMessageCommand, ReceiveMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, describe, expect, it } from 'vitest';
import { SqsQueue } from '../../../lambdas/adapters/aws/sqs-queue';
import { startSqs } from '../../../lambdas/local/sqs';

const dir = mkdtempSync(join(tmpdir(), 'jm-sqs-keep-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every message now visible on `url`, deleted as read. */
async function takeAll(client: SQSClient, url: string): Promise<unknown[]> {
  const got: unknown[] = [];
  for (;;) {
    const { Messages = [] } = await client.send(
      new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }),
    );
    if (Messages.length === 0) return got;
    for (const m of Messages) {
      got.push(JSON.parse(m.Body!));
      await client.send(new DeleteMessageCommand({ QueueUrl: url, ReceiptHandle: m.ReceiptHandle }));
    }
  }
}

/** Queued messages of a queue by state, from fauxqs's inspection endpoint. */
async function inspect(endpoint: string, name: string) {
  const answer = await fetch(`${endpoint}/_fauxqs/queues/${name}`);
  const { messages } = (await answer.json()) as { messages: Record<string, unknown[]> };
  return Object.fromEntries(Object.entries(messages).map(([state, list]) => [state, list.length]));
}

describe('queued messages across a stop and start', () => {
  it('keeps waiting, delayed (with their delay) and in-flight messages, at least once', async () => {
    const keepFile = join(dir, 'sqs', 'messages.json');
    const first = await startSqs({ region: 'us-east-1', keepFile, visibilityTimeoutSeconds: 30 });
    const client = first.client();
    const queue = new SqsQueue(client, first.urls);
    await queue.sendBatch('campaign-sends', [{ n: 1 }, { n: 2 }]);
    await queue.send('campaign-sends', { n: 3 }, { delaySeconds: 600 });
    await queue.send('imports', { job: 'a' });
    // Being worked on when the stack stops: it must come back.
    const taken = await client.send(
      new ReceiveMessageCommand({ QueueUrl: first.urls.imports, WaitTimeSeconds: 1 }),
    );
    expect(taken.Messages).toHaveLength(1);
    client.destroy();
    await first.stop();
    expect(existsSync(keepFile)).toBe(true);

    const second = await startSqs({ region: 'us-east-1', keepFile });
    const again = second.client();
    try {
      expect(await takeAll(again, second.urls.imports)).toEqual([{ job: 'a' }]);
      expect(await takeAll(again, second.urls['campaign-sends'])).toEqual(
        expect.arrayContaining([{ n: 1 }, { n: 2 }]),
      );
      // The delayed one is back, still delayed.
      expect(await inspect(second.endpoint, 'campaign-sends')).toMatchObject({ ready: 0, delayed: 1 });
    } finally {
      again.destroy();
      await second.stop();
    }
  });

  it('keeps every message not deleted when the stand-in dies without a stop', async () => {
    const keepFile = join(dir, 'crash', 'messages.json');
    const first = await startSqs({ region: 'us-east-1', keepFile, visibilityTimeoutSeconds: 30 });
    const client = first.client();
    const queue = new SqsQueue(client, first.urls);
    await queue.sendBatch(
      'campaign-batches',
      Array.from({ length: 25 }, (_, n) => ({ n })),
    );
    // Five taken and deleted (done), three taken and not deleted (being worked on at the crash).
    const done = await client.send(
      new ReceiveMessageCommand({ QueueUrl: first.urls['campaign-batches'], MaxNumberOfMessages: 5 }),
    );
    for (const m of done.Messages ?? [])
      await client.send(
        new DeleteMessageCommand({
          QueueUrl: first.urls['campaign-batches'],
          ReceiptHandle: m.ReceiptHandle,
        }),
      );
    await client.send(
      new ReceiveMessageCommand({ QueueUrl: first.urls['campaign-batches'], MaxNumberOfMessages: 3 }),
    );
    const gone = (done.Messages ?? []).map((m) => JSON.parse(m.Body!) as { n: number });
    expect(gone).toHaveLength(5);

    // The first is never stopped: what a SIGKILL leaves is the journal as written so far.
    const second = await startSqs({ region: 'us-east-1', keepFile });
    const again = second.client();
    try {
      const back = (await takeAll(again, second.urls['campaign-batches'])) as { n: number }[];
      expect(back.map((b) => b.n).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 25 }, (_, n) => n).filter((n) => !gone.some((g) => g.n === n)),
      );
    } finally {
      again.destroy();
      client.destroy();
      await second.stop();
      await first.stop();
    }
    // Taken and deleted in the second run: a third start finds nothing.
    const third = await startSqs({ region: 'us-east-1', keepFile });
    try {
      expect(await inspect(third.endpoint, 'campaign-batches')).toMatchObject({ ready: 0, delayed: 0 });
    } finally {
      await third.stop();
    }
  });

  it('reads the file the former stand-in saved at a stop', async () => {
    const keepFile = join(dir, 'former', 'messages.json');
    mkdirSync(join(dir, 'former'), { recursive: true });
    writeFileSync(keepFile, JSON.stringify({ imports: [{ body: '{"job":"b"}' }] }));
    const sqs = await startSqs({ region: 'us-east-1', keepFile });
    const client = sqs.client();
    try {
      expect(await takeAll(client, sqs.urls.imports)).toEqual([{ job: 'b' }]);
    } finally {
      client.destroy();
      await sqs.stop();
    }
  });
});
