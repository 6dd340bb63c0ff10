import type { SQSClient } from '@aws-sdk/client-sqs';
import { SendMessageBatchCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { Queue, QueueName } from '../../ports/queue';
import { QueueNotConfiguredError } from '../../ports/queue';

/** SQS takes at most ten messages per SendMessageBatch. */
const BATCH = 10;

/** A batch entry SQS refused (e.g. too large); the message was not queued. */
export class QueueSendError extends Error {
  constructor(
    readonly queue: QueueName,
    readonly failures: { id: string; code: string; message?: string }[],
  ) {
    super(`SQS refused ${failures.length} message(s) for '${queue}': ${failures[0]?.code ?? 'unknown'}`);
    this.name = 'QueueSendError';
  }
}

/**
 * The queue port on @aws-sdk/client-sqs: the same code in AWS and locally (lambdas/local/sqs.ts, where
 * the client's endpoint is the stand-in). Queue URLs come from QUEUE_URL_<NAME> (lambdas/config.md).
 */
export class SqsQueue implements Queue {
  constructor(
    private readonly sqs: SQSClient,
    private readonly urls: Partial<Record<QueueName, string>>,
  ) {}

  private url(queue: QueueName): string {
    const url = this.urls[queue];
    if (!url) throw new QueueNotConfiguredError(queue);
    return url;
  }

  async send(queue: QueueName, body: object, opts: { delaySeconds?: number } = {}): Promise<void> {
    await this.sqs.send(
      new SendMessageCommand({
        QueueUrl: this.url(queue),
        MessageBody: JSON.stringify(body),
        ...(opts.delaySeconds
          ? { DelaySeconds: Math.min(900, Math.max(0, Math.round(opts.delaySeconds))) }
          : {}),
      }),
    );
  }

  async sendBatch(queue: QueueName, bodies: readonly object[]): Promise<void> {
    const url = this.url(queue);
    for (let start = 0; start < bodies.length; start += BATCH) {
      const chunk = bodies.slice(start, start + BATCH);
      let entries = chunk.map((body, i) => ({ Id: String(start + i), MessageBody: JSON.stringify(body) }));
      // SQS may refuse some entries for reasons a retry fixes (throttling, an internal error): one retry
      // of just those, then give up and say which failed.
      for (let attempt = 0; entries.length > 0; attempt++) {
        const out = await this.sqs.send(new SendMessageBatchCommand({ QueueUrl: url, Entries: entries }));
        const failed = out.Failed ?? [];
        if (failed.length === 0) break;
        const retryable = failed.every((f) => !f.SenderFault);
        if (attempt > 0 || !retryable) {
          throw new QueueSendError(
            queue,
            failed.map((f) => ({ id: f.Id ?? '', code: f.Code ?? 'unknown', message: f.Message })),
          );
        }
        const ids = new Set(failed.map((f) => f.Id));
        entries = entries.filter((e) => ids.has(e.Id));
      }
    }
  }
}
