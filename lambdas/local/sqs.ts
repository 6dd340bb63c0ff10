import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  ListQueuesCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { buildApp } from 'fauxqs';
import type { QueueDef, QueueName } from '../routes';
import { deadLetterQueueName, queues, queueUrlVariable } from '../routes';
import { localCredentials } from './dynamodb';
import { journalMessages, restoreMessages } from './sqs-keep';
import { Journal, readJournal } from './sqs-journal';

/**
 * The local SQS: fauxqs (an SQS/SNS/S3 emulator on npm) in this process, bound to 127.0.0.1 on a free port.
 * It speaks SQS's JSON protocol, which @aws-sdk/client-sqs uses, with long polling, visibility timeouts,
 * delay seconds, batches and redrive to a dead letter queue; docs/architecture.md says why this one.
 * Messages live in memory; with `keepFile` (npm start) each one sent and each one deleted is journaled
 * there before the stand-in answers, and those never deleted are sent again at the next start, even after a
 * crash (lambdas/local/sqs-journal.ts, sqs-keep.ts).
 * fauxqs 1.9 is its last release that runs on Node 20 (2.x needs node:sqlite).
 */
export interface RunningSqs {
  port: number;
  endpoint: string;
  /** URL of each queue of lambdas/routes/queues.ts, and of its dead letter queue. */
  urls: Record<QueueName, string>;
  deadLetterUrls: Record<QueueName, string>;
  /** QUEUE_URL_<NAME> for the handlers' environment. */
  env: Record<string, string>;
  client(): SQSClient;
  stop(): Promise<void>;
}

export function sqsClient(endpoint: string, region: string): SQSClient {
  return new SQSClient({ endpoint, region, credentials: localCredentials, maxAttempts: 1 });
}

/** How long a received message stays invisible, locally: 6x the consumer's timeout, as in AWS (infra). */
export const DEFAULT_LOCAL_VISIBILITY_SECONDS = 60;

export async function startSqs(options: {
  region: string;
  /** Visibility timeout of every queue (tests pass a short one so failed messages come back soon). */
  visibilityTimeoutSeconds?: number;
  queues?: readonly QueueDef[];
  /** The journal of queued messages, kept across a stop or crash and the next start (none: memory only). */
  keepFile?: string;
}): Promise<RunningSqs> {
  const app = buildApp({ logger: false, defaultRegion: options.region });
  const kept = options.keepFile ? readJournal(options.keepFile) : [];
  const journal = options.keepFile ? new Journal(options.keepFile, kept) : undefined;
  if (journal) journalMessages(app, journal);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The SQS stand-in has no port');
  const endpoint = `http://127.0.0.1:${address.port}`;
  const admin = sqsClient(endpoint, options.region);
  try {
    const created = await createQueues(admin, options.queues ?? queues, {
      VisibilityTimeout: String(options.visibilityTimeoutSeconds ?? DEFAULT_LOCAL_VISIBILITY_SECONDS),
    });
    const all: Record<string, string> = {};
    for (const [name, url] of Object.entries(created.urls)) all[name] = url;
    for (const [name, url] of Object.entries(created.deadLetterUrls))
      all[deadLetterQueueName(name as QueueName)] = url;
    if (journal) await restoreMessages(admin, (name) => all[name], kept, journal);
    const env = Object.fromEntries(
      Object.entries(created.urls).map(([name, url]) => [queueUrlVariable(name as QueueName), url]),
    );
    return {
      port: address.port,
      endpoint,
      ...created,
      env,
      client: () => sqsClient(endpoint, options.region),
      stop: async () => {
        admin.destroy();
        await app.close();
        journal?.close();
      },
    };
  } catch (error) {
    admin.destroy();
    await app.close();
    journal?.close();
    throw error;
  }
}

/** Creates each queue with its dead letter queue (CreateQueue is idempotent), as CDK does in AWS. */
export async function createQueues(
  client: SQSClient,
  defs: readonly QueueDef[],
  attributes: Record<string, string>,
): Promise<{ urls: Record<QueueName, string>; deadLetterUrls: Record<QueueName, string> }> {
  const urls = {} as Record<QueueName, string>;
  const deadLetterUrls = {} as Record<QueueName, string>;
  for (const def of defs) {
    const dlq = await client.send(new CreateQueueCommand({ QueueName: deadLetterQueueName(def.name) }));
    const dlqArn = (
      await client.send(
        new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }),
      )
    ).Attributes?.QueueArn;
    if (!dlq.QueueUrl || !dlqArn) throw new Error(`Could not create ${deadLetterQueueName(def.name)}`);
    const queue = await client.send(
      new CreateQueueCommand({
        QueueName: def.name,
        Attributes: {
          ...attributes,
          RedrivePolicy: JSON.stringify({
            deadLetterTargetArn: dlqArn,
            maxReceiveCount: def.maxReceiveCount,
          }),
        },
      }),
    );
    if (!queue.QueueUrl) throw new Error(`Could not create queue ${def.name}`);
    urls[def.name] = queue.QueueUrl;
    deadLetterUrls[def.name] = dlq.QueueUrl;
  }
  return { urls, deadLetterUrls };
}

/** Health: the stand-in answers ListQueues. */
export async function pingSqs(client: SQSClient): Promise<void> {
  await client.send(new ListQueuesCommand({ MaxResults: 1 }));
}
