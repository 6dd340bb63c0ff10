import type { Deps } from '../deps';
import { withDeps } from '../deps';
import { triggers, type TriggerDef } from '../routes';
import { lambdaContext, loadHandler } from './handler-modules';

/**
 * Delivers SES events locally the way the configuration set's EventBridge rule does in AWS: each event, in
 * order, to the handler of the `ses-events` trigger (lambdas/routes/sending.ts), inside the stack's deps.
 */
/** The trigger id of the SES events handler in lambdas/routes/sending.ts. */
export const SES_EVENTS_TRIGGER = 'sesEvents';

export function localSesEventPublisher(deps: () => Deps | undefined) {
  return async (events: unknown[]): Promise<void> => {
    const trigger = (triggers as readonly TriggerDef[]).find((t) => t.id === SES_EVENTS_TRIGGER);
    const current = deps();
    if (!trigger || !current) return;
    const handler = await loadHandler(trigger.handler);
    for (const event of events)
      await withDeps(current, () =>
        handler(event, lambdaContext(`jungle-mail-${trigger.id}`, trigger.timeoutSeconds)),
      );
  };
}
