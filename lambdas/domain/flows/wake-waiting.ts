import type { Clock } from '../../ports/clock';
import type { Queue } from '../../ports/queue';
import type { Store } from '../../ports/store';
import { contactEventWaits } from '../items/flow-event-wait';
import { propertiesPass } from './conditions';
import { triggerTimeMs } from './triggers/event-time';

/** What the waker reads of an identified contact's event. */
export interface AwaitedEvent {
  accountId: string;
  contactId: string;
  name: string;
  properties: Record<string, unknown>;
  /** When it happened (triggers/event-time.ts); the clock's time when unknown. */
  at?: string | undefined;
}

/** The 'flow-steps' message of an event's wake (lambdas/handlers/flow-steps.ts reads it). */
export interface EventWakeMessage {
  accountId: string;
  flowId: string;
  enrollmentId: string;
  wake: 'event';
  /** The wait's seq: the worker runs the happened branch only while the enrollment still waits there. */
  seq: number;
  /** When the event happened: the happened branch only if before the wait's timeout. */
  at: string;
}

/**
 * Issue 32, "wait for an event, with a timeout": an event off the table's stream wakes the contact's
 * enrollments waiting for its name (property filters passing, timeout not passed) at once, instead of at
 * their timeout. The event's own time, not this function's clock, is held against the timeout: a stream read
 * late still wakes a wait for an event that happened in time, and never for one that happened after. One Query of the waiting index's (account, event name) partition for this contact, then
 * one 'flow-steps' message per wait woken; the worker takes the happened branch by the step's conditional
 * write, so an event and the timer at the same moment make one branch only. Returns how many were woken.
 */
export async function wakeWaiting(
  ports: { store: Store; clock: Clock; queue: Queue },
  event: AwaitedEvent,
): Promise<number> {
  const waits = await contactEventWaits(ports.store, event.accountId, event.name, event.contactId);
  const atMs = triggerTimeMs(event.at, ports.clock.now());
  const woken: EventWakeMessage[] = waits
    .filter((w) => Date.parse(w.timeoutAt) > atMs && propertiesPass(event.properties, w.filters))
    .map((w) => ({
      accountId: w.accountId,
      flowId: w.flowId,
      enrollmentId: w.enrollmentId,
      wake: 'event',
      seq: w.seq,
      at: new Date(atMs).toISOString(),
    }));
  if (woken.length > 0) await ports.queue.sendBatch('flow-steps', woken);
  return woken.length;
}
