/**
 * The stack's own queue hooks, on a stack of this file's own (tests/integration/helpers/queue-stack.ts):
 * one-time schedules sent when due through the stack's deps, drainQueues with nothing to do, and the
 * SQS stand-in's port released with the stack.
 */
import { DeleteMessageCommand, GetQueueAttributesCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { describe, expect, it } from 'vitest';
import { sqsClient } from '../../../lambdas/local/sqs';
import { createFullDeps } from '../../../lambdas/wiring/all';
import { boundPorts } from '../helpers/processes';
import { useQueueStack } from '../helpers/queue-stack';

const q = useQueueStack({ visibilityTimeoutSeconds: 1 });

describe('a stack’s queue hooks', () => {
  it('uses the visibility timeout it was given and lists the SQS stand-in among its services', async () => {
    const client = sqsClient(q.stack.env.AWS_ENDPOINT_SQS!, q.stack.env.AWS_REGION!);
    try {
      const { Attributes } = await client.send(
        new GetQueueAttributesCommand({
          QueueUrl: q.stack.env.QUEUE_URL_IMPORTS,
          AttributeNames: ['VisibilityTimeout'],
        }),
      );
      expect(Attributes?.VisibilityTimeout).toBe('1');
    } finally {
      client.destroy();
    }
    expect(q.stack.services.map((s) => s.url)).toContain(q.stack.env.AWS_ENDPOINT_SQS);
  });

  it('sends a due one-time schedule to its queue (sendDueSchedules) and drains when nothing consumes', async () => {
    const deps = createFullDeps(q.stack.env);
    // The send worker consumes campaign-batches: stop the consumers so the message stays to be read here.
    await q.stack.stopConsumers();
    await deps.ports.schedules.at('stack-test', new Date(Date.now() - 1_000).toISOString(), {
      queue: 'campaign-batches',
      body: { from: 'schedule' },
    });
    expect(await q.stack.sendDueSchedules()).toBe(1);
    expect(await q.stack.sendDueSchedules()).toBe(0);
    const client = sqsClient(q.stack.env.AWS_ENDPOINT_SQS!, q.stack.env.AWS_REGION!);
    try {
      const url = q.stack.env.QUEUE_URL_CAMPAIGN_BATCHES!;
      const { Messages = [] } = await client.send(
        new ReceiveMessageCommand({ QueueUrl: url, WaitTimeSeconds: 2 }),
      );
      expect(Messages.map((m) => JSON.parse(m.Body!))).toEqual([{ from: 'schedule' }]);
      await client.send(
        new DeleteMessageCommand({ QueueUrl: url, ReceiptHandle: Messages[0]!.ReceiptHandle }),
      );
    } finally {
      client.destroy();
    }
    // The queue is empty again: with the consumers back, drain has nothing to wait for.
    q.stack.startConsumers();
    await expect(q.stack.drainQueues(5_000)).resolves.toBeUndefined();
  });

  it('stopping and starting the consumers is safe at any time', async () => {
    await q.stack.stopConsumers();
    await q.stack.stopConsumers();
    q.stack.startConsumers();
    await expect(q.stack.drainQueues(5_000)).resolves.toBeUndefined();
  });

  it('releases the SQS port when the stack stops', async () => {
    const port = q.stack.ports.sqs;
    expect(await boundPorts([port])).toEqual([port]);
    await q.stack.stop();
    expect(await boundPorts([port])).toEqual([]);
  });
});
