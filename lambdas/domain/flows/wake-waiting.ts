import type { Clock } from '../../ports/clock';
import type { Queue } from '../../ports/queue';
import type { Store } from '../../ports/store';
import { contactEventWaits } from '../items/flow-event-wait';
import { propertiesPass } from './conditions';

/** What the waker reads of an identified contact's event. */
export interface AwaitedEvent {
  accountId: string;
  contactId: string;
  name: string;
  properties: Record<string, unknown>;
}

/** The 'flow-steps' message of an event's wake (lambdas/handlers/flow-steps.ts reads it). */
export interface EventWakeMessage {
  accountId: string;
  flowId: string;
  enrollmentId: string;
  wake: 'event';
  /** The wait's seq: the worker runs the happened branch only while the enrollment still waits there. */
  seq: number;
  /** When the event was seen: the happened branch only if before the wait's timeout. */
  at: string;
}

/**
 * Issue 32, "wait for an event, with a timeout": an event off the table's stream wakes the contact's
 * enrollments waiting for its name (property filters passing, timeout not passed) at once, instead of at
 * their timeout. One Query of the waiting index's (account, event name) partition for this contact, then
 * one 'flow-steps' message per wait woken; the worker takes the happened branch by the step's conditional
 * write, so an event and the timer at the same moment make one branch only. Returns how many were woken.
 */
export async function wakeWaiting(
  ports: { store: Store; clock: Clock; queue: Queue },
  event: AwaitedEvent,
): Promise<number> {
  const waits = await contactEventWaits(ports.store, event.accountId, event.name, event.contactId);
  const now = ports.clock.now();
  const woken: EventWakeMessage[] = waits
    .filter((w) => Date.parse(w.timeoutAt) > now.getTime() && propertiesPass(event.properties, w.filters))
    .map((w) => ({
      accountId: w.accountId,
      flowId: w.flowId,
      enrollmentId: w.enrollmentId,
      wake: 'event',
      seq: w.seq,
      at: now.toISOString(),
    }));
  if (woken.length > 0) await ports.queue.sendBatch('flow-steps', woken);
  return woken.length;
}
