import { randomUUID } from 'node:crypto';
import type { Deps } from '../deps';
import { withDeps } from '../deps';
import type { TriggerDef } from '../routes';
import { triggers } from '../routes';
import { lambdaContext, loadHandler } from './handler-modules';

/** An EventBridge "Scheduled Event", as a rate() rule delivers it. */
export function scheduledEvent(trigger: Pick<TriggerDef, 'id'>, region: string, time = new Date()) {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: time.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region,
    resources: [`arn:aws:events:${region}:000000000000:rule/jungle-mail-${trigger.id}`],
    detail: {},
  };
}

export interface Scheduler {
  /** Runs one schedule trigger now (waits for a run already under way first); resolves with its result. */
  run(id: string): Promise<unknown>;
  stop(): void;
}

/**
 * Runs the `schedule` triggers of lambdas/routes/ locally: every `intervalMs`, each trigger's handler
 * (the same module CDK deploys) with a Scheduled Event, inside the stack's deps. Runs of one trigger never
 * overlap; a failing run is logged and the next one still happens. Locally the interval replaces the
 * rule's rate: the handlers only act on what is due, so running them more often is harmless.
 */
export function startScheduler(options: {
  deps: () => Deps | undefined;
  intervalMs: number;
  region: string;
}): Scheduler {
  const schedules = (triggers as readonly TriggerDef[]).filter((t) => t.kind === 'schedule');
  const running = new Map<string, Promise<unknown>>();

  const run = (id: string): Promise<unknown> => {
    const trigger = schedules.find((t) => t.id === id);
    if (!trigger) return Promise.reject(new Error(`No schedule trigger ${id} in lambdas/routes/`));
    const previous = running.get(id) ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(async () => {
        const deps = options.deps();
        if (!deps) throw new Error('The stack is not ready yet');
        const handler = await loadHandler(trigger.handler);
        const context = lambdaContext(`jungle-mail-${trigger.id}`, trigger.timeoutSeconds);
        return withDeps(deps, () => handler(scheduledEvent(trigger, options.region), context));
      });
    running.set(id, next);
    void next
      .finally(() => {
        if (running.get(id) === next) running.delete(id);
      })
      .catch(() => undefined);
    return next;
  };

  const timer =
    options.intervalMs > 0
      ? setInterval(() => {
          for (const trigger of schedules) {
            if (running.has(trigger.id)) continue;
            run(trigger.id).catch((error: unknown) =>
              console.error(`[scheduler] ${trigger.id} failed:`, error),
            );
          }
        }, options.intervalMs)
      : undefined;
  timer?.unref();

  return {
    run,
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
