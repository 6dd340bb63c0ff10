/**
 * Shared by the dead-workers tests (issue 30: background work stops for an account whose deletion has
 * started). Each test delivers the workers' messages itself, in-process, to the real handlers over the run's
 * stack (DynamoDB Local, s3rver, the SES stand-in, cognito-local, the SQS stand-in): the queues a worker
 * puts its follow-up messages on are queues of this file's own in the SQS stand-in, which the stack's
 * consumers do not read, so the test decides when each message is delivered. "The deletion starts" is its
 * first step, the tombstone (lambdas/domain/account/delete-account.ts), as a deletion still under way
 * leaves the account.
 */
import { randomUUID } from 'node:crypto';
import {
  CreateQueueCommand,
  DeleteMessageCommand,
  ReceiveMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { inject } from 'vitest';
import { withDeps } from '../../../lambdas/deps';
import { putAccountTombstone } from '../../../lambdas/domain/items/account-tombstone';
import {
  accountPartition,
  campaignsPartition,
  contactsPartition,
} from '../../../lambdas/domain/items/account-data';
import { queueUrlVariable, type QueueName } from '../../../lambdas/routes/queues';
import { createFullDeps } from '../../../lambdas/wiring/all';
import { tableStore } from '../setup/support';

const { env } = inject('stack');
export const store = tableStore();
const sqs = new SQSClient({
  region: env.AWS_REGION,
  endpoint: env.AWS_ENDPOINT_SQS,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

/** Deps whose `held` queues are this file's own: what a worker puts there waits for `take`. */
export async function heldDeps(held: readonly QueueName[]) {
  const urls: Record<string, string> = {};
  for (const name of held) {
    const out = await sqs.send(new CreateQueueCommand({ QueueName: `held-${name}-${randomUUID()}` }));
    urls[name] = out.QueueUrl!;
  }
  const deps = createFullDeps({
    ...env,
    ...Object.fromEntries(held.map((name) => [queueUrlVariable(name), urls[name]])),
  });
  /** Every message now on the held queue `name`, taken off it, as the bodies SQS would deliver. */
  const take = async (name: QueueName): Promise<unknown[]> => {
    const got: unknown[] = [];
    for (;;) {
      const { Messages = [] } = await sqs.send(
        new ReceiveMessageCommand({ QueueUrl: urls[name], MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }),
      );
      if (Messages.length === 0) return got;
      for (const m of Messages) {
        got.push(JSON.parse(m.Body!));
        await sqs.send(new DeleteMessageCommand({ QueueUrl: urls[name], ReceiptHandle: m.ReceiptHandle }));
      }
    }
  };
  return { deps, take };
}

/** The SQS event of one delivery of these bodies (first delivery of each). */
export const sqsEvent = (bodies: unknown[]): SQSEvent =>
  ({
    Records: bodies.map((body) => ({
      messageId: randomUUID(),
      body: JSON.stringify(body),
      attributes: { ApproximateReceiveCount: '1' },
    })),
  }) as unknown as SQSEvent;

/** Runs a handler as its Lambda would run, with these deps. */
export const deliver = <T>(deps: ReturnType<typeof createFullDeps>, run: () => Promise<T>): Promise<T> =>
  withDeps(deps, run);

/** The deletion of the account starts: its tombstone, the deletion's first write. */
export const deletionStarts = (sub: string) => putAccountTombstone(store, sub, new Date());

/** Every item of the account's own partitions (profile, contacts, campaigns), sorted: what it holds now. */
export async function accountItems(sub: string, extra: string[] = []): Promise<string[]> {
  const partitions = [accountPartition(sub), contactsPartition(sub), campaignsPartition(sub), ...extra];
  const items = (await Promise.all(partitions.map((partition) => store.query({ partition })))).flat();
  return items.map((item) => JSON.stringify(item)).sort();
}
