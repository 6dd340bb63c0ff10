import type { Message, SQSClient } from '@aws-sdk/client-sqs';
import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
} from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import type { QueueName, TriggerDef } from '../routes';
import { DEFAULT_LOCAL_VISIBILITY_SECONDS } from './sqs';
import { queueArnOf, sqsEvent, succeededIds } from './sqs-event';

/** Invokes a trigger's handler with an event, as Lambda would (the stack: same module, inside its deps). */
export type Invoke = (trigger: TriggerDef, event: SQSEvent) => Promise<unknown>;

export interface EventSources {
  /** Starts polling (again): every `sqs` trigger gets its pollers. */
  start(): void;
  /** Stops polling and waits for the handlers under way; received but unfinished messages come back later. */
  stop(): Promise<void>;
  /**
   * Resolves once every consumed queue is empty (no visible or in-flight message; delayed ones are for later) and no handler
   * runs; rejects after `timeoutMs`. Messages that failed wait out their visibility timeout first.
   */
  drain(timeoutMs?: number): Promise<void>;
  readonly running: boolean;
}

/**
 * Long-poll wait per ReceiveMessage. Short, because stop() lets the polls under way finish rather than
 * abort them: an aborted long poll is still answered by the server, which would hide its messages for a
 * visibility timeout with nobody working on them.
 */
const WAIT_SECONDS = 1;
const DEFAULT_CONCURRENCY = 2;
const DEFAULT_BATCH = 10;
/** A function's timeout when its definition sets none (as infra/constructs/function.ts). */
const DEFAULT_TIMEOUT_SECONDS = 10;

/**
 * In AWS a queue's visibility timeout is at least its function's timeout (infra/constructs/queues.ts: 6x),
 * so SQS never hands a batch to a second run while the first still runs. Local queues have a short one (tests:
 * 5 s, so a failed batch comes back soon); the runner keeps the messages of a run under way invisible,
 * renewing them every half visibility timeout until the run ends or reaches its function's timeout, as AWS's
 * longer timeout would. A failed run's messages then come back one short visibility timeout later.
 */
function keepInvisible(
  client: SQSClient,
  url: string,
  messages: Message[],
  visibilitySeconds: number,
): () => void {
  const renew = () =>
    client
      .send(
        new ChangeMessageVisibilityBatchCommand({
          QueueUrl: url,
          Entries: messages.map((m, i) => ({
            Id: String(i),
            ReceiptHandle: m.ReceiptHandle,
            VisibilityTimeout: visibilitySeconds,
          })),
        }),
      )
      .catch(() => undefined); // a message already deleted or gone: nothing to keep
  const timer = setInterval(() => void renew(), (visibilitySeconds * 1000) / 2);
  return () => clearInterval(timer);
}

/** Lambda ends a run at its timeout and counts it failed: the batch comes back (the local run goes on unseen). */
function withTimeout<T>(run: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Task timed out after ${ms / 1000} seconds`)), ms);
  });
  return Promise.race([run, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The local event source mapping: for each `kind: 'sqs'` trigger of lambdas/routes/, `maxConcurrency`
 * pollers (default 2) long-poll its queue for up to `batchSize` messages, call the handler with a real
 * SQSEvent, delete what succeeded (ReportBatchItemFailures: a throw or a listed batchItemFailure leaves
 * the message to become visible again after the queue's visibility timeout). The stand-in counts receives
 * and moves a message to the dead letter queue after the queue's maxReceiveCount, as SQS does.
 */
export function startEventSources(options: {
  triggers: readonly TriggerDef[];
  client: SQSClient;
  urls: Partial<Record<QueueName, string>>;
  region: string;
  invoke: Invoke;
  log?: (message: string, error?: unknown) => void;
  /** The local queues' visibility timeout (lambdas/local/sqs.ts), renewed while a run is under way. */
  visibilityTimeoutSeconds?: number;
}): EventSources {
  const consumers = options.triggers.filter((t) => t.kind === 'sqs');
  for (const t of consumers)
    if (!t.queue || !options.urls[t.queue]) throw new Error(`Trigger ${t.id} consumes no known queue`);
  const log = options.log ?? ((message, error) => console.error(`[event-source] ${message}`, error ?? ''));
  let abort: AbortController | undefined;
  let loops: Promise<void>[] = [];
  let busy = 0;

  const poll = async (trigger: TriggerDef, signal: AbortSignal) => {
    const url = options.urls[trigger.queue as QueueName] as string;
    const arn = queueArnOf(url, options.region);
    while (!signal.aborted) {
      try {
        const answer = await options.client.send(
          new ReceiveMessageCommand({
            QueueUrl: url,
            MaxNumberOfMessages: trigger.batchSize ?? DEFAULT_BATCH,
            WaitTimeSeconds: WAIT_SECONDS,
            MessageSystemAttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
        );
        const messages = answer.Messages ?? [];
        if (messages.length === 0) continue;
        busy++;
        const release = keepInvisible(
          options.client,
          url,
          messages,
          options.visibilityTimeoutSeconds ?? DEFAULT_LOCAL_VISIBILITY_SECONDS,
        );
        try {
          const outcome = await withTimeout(
            options.invoke(trigger, sqsEvent(messages, arn, options.region)),
            (trigger.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000,
          )
            .finally(release)
            .then(
              (result) => ({ result }),
              (error: unknown) => ({ error: error ?? new Error('handler failed') }),
            );
          if ('error' in outcome)
            log(`${trigger.id} failed; its ${messages.length} message(s) will be retried`, outcome.error);
          const ok = new Set(
            succeededIds(
              messages.map((m) => m.MessageId ?? ''),
              outcome,
            ),
          );
          const done = messages.filter((m) => ok.has(m.MessageId ?? ''));
          if (done.length > 0) {
            await options.client.send(
              new DeleteMessageBatchCommand({
                QueueUrl: url,
                Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle })),
              }),
            );
          }
        } finally {
          busy--;
        }
      } catch (error) {
        if (signal.aborted) return;
        log(`polling ${trigger.queue} for ${trigger.id} failed`, error);
        await new Promise((r) => setTimeout(r, 1_000));
      }
    }
  };

  const queuesEmpty = async () => {
    for (const queue of new Set(consumers.map((t) => t.queue as QueueName))) {
      const { Attributes: a = {} } = await options.client.send(
        new GetQueueAttributesCommand({
          QueueUrl: options.urls[queue],
          // Not the delayed ones: those are work for later (a sending campaign's check in up to 15 minutes,
          // campaigns/send/reconcile.ts), as a schedule is, and draining waits for what can run now.
          AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
        }),
      );
      if (Object.values(a).some((n) => Number(n) > 0)) return false;
    }
    return true;
  };

  return {
    get running() {
      return abort !== undefined;
    },
    start() {
      if (abort) return;
      const controller = new AbortController();
      abort = controller;
      loops = consumers.flatMap((t) =>
        Array.from({ length: t.maxConcurrency ?? DEFAULT_CONCURRENCY }, () => poll(t, controller.signal)),
      );
    },
    async stop() {
      abort?.abort();
      abort = undefined;
      await Promise.allSettled(loops);
      loops = [];
    },
    async drain(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // Twice in a row, so a handler between receiving and finishing is never missed.
        if (busy === 0 && (await queuesEmpty()) && busy === 0 && (await queuesEmpty())) return;
        if (Date.now() > deadline)
          throw new Error(`Queues not drained within ${Math.round(timeoutMs / 1000)} s`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}
