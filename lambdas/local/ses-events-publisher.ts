import type { Deps } from '../deps';
import { withDeps } from '../deps';
import { triggers, type TriggerDef } from '../routes';
import { lambdaContext, loadHandler } from './handler-modules';

/**
 * Delivers one SES event locally the way the configuration set's EventBridge rule does in AWS: to the
 * handler of the `ses-events` trigger (lambdas/routes/sending.ts), inside the stack's deps. It throws when
 * the handler throws, or when the stack has no deps yet (an event replayed at start), so that
 * ses-events-delivery.ts, which journals each event and retries it until handled, tries it again.
 */
/** The trigger id of the SES events handler in lambdas/routes/sending.ts. */
export const SES_EVENTS_TRIGGER = 'sesEvents';

export function localSesEventPublisher(deps: () => Deps | undefined) {
  return async (event: unknown): Promise<void> => {
    const trigger = (triggers as readonly TriggerDef[]).find((t) => t.id === SES_EVENTS_TRIGGER);
    if (!trigger) throw new Error(`No trigger ${SES_EVENTS_TRIGGER} in lambdas/routes`);
    const current = deps();
    if (!current) throw new Error('The stack is not ready for SES events yet');
    const handler = await loadHandler(trigger.handler);
    await withDeps(current, () =>
      handler(event, lambdaContext(`jungle-mail-${trigger.id}`, trigger.timeoutSeconds)),
    );
  };
}
