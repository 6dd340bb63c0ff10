import type { FlowTrigger } from '../../../../shared/contracts/flows';
import type { Store } from '../../../ports/store';
import { moveIdleTimer } from '../../items/flow-idle-timer';
import type { TriggerEntry } from '../../items/flow-trigger';

const DAY_MS = 86_400_000;

/** When a win-back timer set by an event at `lastAt` falls due: N days later, at once if that is past. */
export function idleDueAt(trigger: FlowTrigger, lastAt: string, now: Date): string | undefined {
  if (trigger.type !== 'no-event') return undefined;
  const due = Date.parse(lastAt) + trigger.days * DAY_MS;
  if (Number.isNaN(due)) return undefined;
  return new Date(Math.max(due, now.getTime())).toISOString();
}

/**
 * Issue 32, win-back: an event of a name live no-event flows listen for ('idle' entries of the event's
 * index partition, already read by the event matcher) starts or moves the contact's timer in each of them
 * to the event's time + N days. Work in proportion to the flows listening for that name.
 */
export async function moveIdleTimers(
  store: Store,
  now: Date,
  event: { accountId: string; contactId: string; name: string; at?: string | undefined },
  entries: readonly TriggerEntry[],
): Promise<number> {
  const lastAt = event.at && !Number.isNaN(Date.parse(event.at)) ? event.at : now.toISOString();
  let moved = 0;
  for (const entry of entries) {
    if (entry.role !== 'idle') continue;
    const dueAt = idleDueAt(entry.trigger, lastAt, now);
    if (!dueAt) continue;
    const { accountId, contactId, name: eventName } = event;
    const timer = { accountId, flowId: entry.flowId, contactId, eventName, lastAt, dueAt };
    if (await moveIdleTimer(store, timer)) moved += 1;
  }
  return moved;
}
