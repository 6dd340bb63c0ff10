import type { QueueName } from '../routes/queues';
import { queueUrlVariable } from '../routes/queues';

export type { QueueName };

/**
 * Background work (issues 20/21): messages for the consumers of lambdas/routes/ (`kind: 'sqs'` triggers).
 * Delivery is at least once: a consumer must tolerate seeing a message twice. A body is JSON (at most
 * 256 KB); the adapter serialises it.
 */
export interface Queue {
  /** One message; `delaySeconds` (0-900) keeps it invisible that long. */
  send(queue: QueueName, body: object, opts?: { delaySeconds?: number }): Promise<void>;
  /** Any number of messages, sent ten to a request; rejects if any of them could not be sent. */
  sendBatch(queue: QueueName, bodies: readonly object[]): Promise<void>;
}

/** The queue's URL is not configured (QUEUE_URL_<NAME>): a deployment or local stack mistake, not bad input. */
export class QueueNotConfiguredError extends Error {
  constructor(readonly queue: QueueName) {
    super(`No URL for queue '${queue}' (set ${queueUrlVariable(queue)})`);
    this.name = 'QueueNotConfiguredError';
  }
}
