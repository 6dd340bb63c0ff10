/**
 * Issue 29: an import whose message ends in the dead letter queue is 'failed' with a reason, never left
 * 'running'. On its own local stack (the file store is stopped, so every run of the job throws), through
 * the real queue: the local SQS delivers the message maxReceiveCount times, then moves it to imports-dlq.
 */
import { randomUUID } from 'node:crypto';
import { GetQueueAttributesCommand, GetQueueUrlCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeps } from '../../../lambdas/deps';
import { lastTryFailure } from '../../../lambdas/domain/imports/last-delivery';
import { startStack, type Stack } from '../../../lambdas/local/stack';
import { waitFor } from '../../../lambdas/local/net';
import { deadLetterQueueName, queues } from '../../../lambdas/routes/queues';
import { keys } from '../../../lambdas/table';
import { queuePort } from '../../../lambdas/wiring/queue';
import { borrowedDynamo } from '../helpers/borrowed-dynamo';

let stack: Stack;
const depsOf = (env: Record<string, string>) => createDeps(env, [queuePort]);
let deps: ReturnType<typeof depsOf>;

beforeAll(async () => {
  stack = await startStack({
    ephemeral: true,
    web: 'none',
    quiet: true,
    queues: { visibilityTimeoutSeconds: 2 },
    dynamo: borrowedDynamo(),
  });
  deps = depsOf(stack.env);
}, 180_000);
afterAll(async () => {
  await stack?.stop();
});

async function dlqDepth(): Promise<number> {
  const sqs = new SQSClient({
    endpoint: stack.env.AWS_ENDPOINT_SQS,
    region: stack.env.AWS_REGION ?? 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: deadLetterQueueName('imports') }));
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['ApproximateNumberOfMessages'] }),
  );
  return Number(Attributes?.ApproximateNumberOfMessages ?? 0);
}

describe('an import whose runs keep failing', () => {
  it('is marked failed with the reason on its last delivery, and its message rests in the dead letter queue', async () => {
    const sub = randomUUID();
    const importId = randomUUID();
    const at = new Date().toISOString();
    const key = keys.contactImport(sub, importId);
    await deps.ports.store.put({
      ...key,
      importId,
      fileName: 'contacts.csv',
      size: 100,
      status: 'queued',
      total: null,
      rowsDone: 0,
      added: 0,
      updated: 0,
      skipped: 0,
      flagged: 0,
      reasons: {},
      mapping: { email: 0, firstName: null, lastName: null, tags: null },
      createdAt: at,
      updatedAt: at,
    });
    await stack.stopService('s3'); // the job cannot read the file: every run throws
    await deps.ports.queue.send('imports', { sub, importId });
    const tries = queues.find((q) => q.name === 'imports')!.maxReceiveCount;
    const failed = await waitFor(
      'the import to be marked failed',
      async () => {
        const item = await deps.ports.store.get(key);
        return item?.status === 'failed' ? item : undefined;
      },
      90_000,
      250,
    );
    expect(failed.error).toBe(lastTryFailure(tries, 0));
    await waitFor(
      'the message in the dead letter queue',
      async () => ((await dlqDepth()) === 1 ? true : undefined),
      30_000,
      250,
    );
  }, 150_000);
});
