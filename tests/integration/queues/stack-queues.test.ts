/**
 * The local stack starts the SQS stand-in with every queue of lambdas/routes/queues.ts (each with its dead
 * letter queue) and hands the handlers QUEUE_URL_<NAME> and AWS_ENDPOINT_SQS, so the queue port works in
 * them as in AWS. Nothing is sent here: the shared stack's consumers would get it.
 */
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { describe, expect, inject, it } from 'vitest';
import { sqsClient } from '../../../lambdas/local/sqs';
import { queueNames, queues, queueUrlVariable } from '../../../lambdas/routes';
import { createFullDeps } from '../../../lambdas/wiring/all';

describe('the local stack’s queues', () => {
  it('creates every queue with its dead letter queue and gives the handlers their URLs', async () => {
    const { env } = inject('stack');
    expect(env.AWS_ENDPOINT_SQS).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const deps = createFullDeps(env);
    const client = sqsClient(env.AWS_ENDPOINT_SQS!, env.AWS_REGION!);
    try {
      for (const def of queues) {
        const url = env[queueUrlVariable(def.name)];
        expect(url, queueUrlVariable(def.name)).toMatch(new RegExp(`/${def.name}$`));
        expect(deps.config.queueUrls[def.name]).toBe(url);
        const { Attributes } = await client.send(
          new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['RedrivePolicy'] }),
        );
        expect(JSON.parse(Attributes!.RedrivePolicy!)).toMatchObject({
          deadLetterTargetArn: expect.stringMatching(new RegExp(`:${def.name}-dlq$`)),
        });
      }
      expect(queueNames).toHaveLength(queues.length);
      expect(typeof deps.ports.queue.send).toBe('function');
    } finally {
      client.destroy();
    }
  });
});
