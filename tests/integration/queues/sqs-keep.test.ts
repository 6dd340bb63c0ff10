/**
 * fauxqs keeps messages in memory; a stack with a kept data dir (npm start) writes what is still queued
 * when it stops and sends it again at the next start (lambdas/local/sqs-keep.ts), so stopping mid-campaign
 * loses no work. Driven with the real SDK against successive stand-ins.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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
      expect(existsSync(keepFile)).toBe(false);
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

  it('writes nothing when nothing is queued', async () => {
    const keepFile = join(dir, 'empty', 'messages.json');
    const sqs = await startSqs({ region: 'us-east-1', keepFile });
    await sqs.stop();
    expect(existsSync(keepFile)).toBe(false);
  });
});
