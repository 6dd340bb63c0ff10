import type { Deps } from '../deps';
import { withDeps } from '../deps';
import type { TriggerDef } from '../routes';
import { triggers } from '../routes';
import type { EventSources } from './event-source';
import { startEventSources } from './event-source';
import { lambdaContext, loadHandler } from './handler-modules';
import type { RunningSqs } from './sqs';
import { startSqs } from './sqs';

/** The local stack's queues: the SQS stand-in and the consumers of lambdas/routes/'s `sqs` triggers. */
export interface LocalQueues {
  sqs: RunningSqs;
  /** Starts the consumers, running each handler inside the stack's deps (the stack calls it once ready). */
  consumeWith(deps: () => Deps | undefined): void;
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
  /** Defaults to lambdas/routes/ `triggers`. */
  triggers?: readonly TriggerDef[];
}): Promise<LocalQueues> {
  const sqs = await startSqs(options);
  const client = sqs.client();
  const defs = (options.triggers ?? (triggers as readonly TriggerDef[])).filter((t) => t.kind === 'sqs');
  let sources: EventSources | undefined;

  const ready = () => {
    if (!sources) throw new Error('The consumers have not been started (consumeWith)');
    return sources;
  };
  return {
    sqs,
    consumeWith(deps) {
      sources ??= startEventSources({
        triggers: defs,
        client,
        urls: sqs.urls,
        region: options.region,
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
    drainQueues: (timeoutMs) => ready().drain(timeoutMs),
    stopConsumers: () => sources?.stop() ?? Promise.resolve(),
    startConsumers: () => ready().start(),
    detail: () =>
      `queues: ${Object.keys(sqs.urls).join(', ')} (each with a -dlq); consumers: ${
        defs.map((t) => `${t.id} <- ${t.queue}`).join(', ') || 'none yet'
      }; messages in memory`,
    async stop() {
      await sources?.stop();
      client.destroy();
      await sqs.stop();
    },
  };
}
