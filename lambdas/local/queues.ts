import { sendDueSchedules } from '../adapters/local/schedules';
import type { Deps } from '../deps';
import { portsWith, withDeps } from '../deps';
import type { TriggerDef } from '../routes';
import { triggers } from '../routes';
import type { EventSources } from './event-source';
import { startEventSources } from './event-source';
import { lambdaContext, loadHandler } from './handler-modules';
import type { RunningSqs } from './sqs';
import { startSqs } from './sqs';
import { queuePort } from '../wiring/queue';

/** The local stack's queues: the SQS stand-in and the consumers of lambdas/routes/'s `sqs` triggers. */
export interface LocalQueues {
  sqs: RunningSqs;
  /**
   * Attaches the stack's deps: the consumers (unless `consumers` is false) run each handler inside them,
   * and every `dueEveryMs` (0: never) the one-time schedules that are due are sent to their queues.
   */
  attach(deps: () => Deps | undefined, options: { consumers: boolean; dueEveryMs: number }): void;
  /** Sends the one-time schedules due now (ports/schedules, local adapter) to their queues; how many. */
  sendDueSchedules(now?: Date): Promise<number>;
  /** Waits until every consumed queue is empty and no handler runs (tests: "the send has finished"). */
  drainQueues(timeoutMs?: number): Promise<void>;
  /** Stops the consumers (messages wait in their queues), as a stopped stack would. */
  stopConsumers(): Promise<void>;
  /** Starts them again after stopConsumers. */
  startConsumers(): void;
  detail(): string;
  stop(): Promise<void>;
}

export async function startQueues(options: {
  region: string;
  visibilityTimeoutSeconds?: number;
  /** Keeps queued messages across a stop, or a crash, and the next start (lambdas/local/sqs-journal.ts). */
  keepFile?: string;
  /** Defaults to lambdas/routes/ `triggers`. */
  triggers?: readonly TriggerDef[];
}): Promise<LocalQueues> {
  const sqs = await startSqs(options);
  const client = sqs.client();
  const defs = (options.triggers ?? (triggers as readonly TriggerDef[])).filter((t) => t.kind === 'sqs');
  let sources: EventSources | undefined;
  let depsOf: () => Deps | undefined = () => undefined;
  let timer: NodeJS.Timeout | undefined;
  let due: Promise<number> | undefined;
  const sendDue = (now = new Date()) => {
    const deps = depsOf();
    if (!deps) return Promise.reject(new Error('The stack is not ready yet'));
    // One run at a time, so a slow run never sends a schedule twice.
    due ??= sendDueSchedules(deps.ports.store, portsWith(deps, [queuePort]).queue, now).finally(() => {
      due = undefined;
    });
    return due;
  };

  const ready = () => {
    if (!sources) throw new Error('The consumers have not been started (attach)');
    return sources;
  };
  return {
    sqs,
    attach(deps, { consumers, dueEveryMs }) {
      depsOf = deps;
      if (dueEveryMs > 0 && !timer) {
        timer = setInterval(() => {
          sendDue().catch((error: unknown) =>
            console.error('[schedules] sending due schedules failed:', error),
          );
        }, dueEveryMs);
        timer.unref();
      }
      if (!consumers) return;
      sources ??= startEventSources({
        triggers: defs,
        client,
        urls: sqs.urls,
        region: options.region,
        visibilityTimeoutSeconds: options.visibilityTimeoutSeconds,
        invoke: async (trigger, event) => {
          const current = deps();
          if (!current) throw new Error('The stack is not ready yet');
          const handler = await loadHandler(trigger.handler);
          const context = lambdaContext(
            `jungle-mail-${trigger.id}`,
            trigger.timeoutSeconds,
            trigger.memoryMb,
          );
          return withDeps(current, () => handler(event, context));
        },
      });
      sources.start();
    },
    sendDueSchedules: (now) => sendDue(now),
    drainQueues: (timeoutMs) => ready().drain(timeoutMs),
    stopConsumers: () => sources?.stop() ?? Promise.resolve(),
    startConsumers: () => ready().start(),
    detail: () =>
      `queues: ${Object.keys(sqs.urls).join(', ')} (each with a -dlq); consumers: ${
        defs.map((t) => `${t.id} <- ${t.queue}`).join(', ') || 'none yet'
      }; messages journaled when kept (sqs-journal.ts)`,
    async stop() {
      if (timer) clearInterval(timer);
      await due?.catch(() => undefined);
      await sources?.stop();
      client.destroy();
      await sqs.stop();
    },
  };
}
