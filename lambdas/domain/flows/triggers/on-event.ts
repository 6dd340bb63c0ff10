import type { Clock } from '../../../ports/clock';
import type { Store } from '../../../ports/store';
import { eventEntries, type TriggerEntry } from '../../items/flow-trigger';
import { enroll } from '../enroll';
import { exitOnEvent } from './exit-on-event';
import { moveIdleTimers } from './idle-timers';
import { flowsEnteredBy, flowsExitedBy, type EventFacts } from './match';

/** An identified contact's event, as the stream hands it over (a custom `jm('track')` or commerce event). */
export interface ContactEvent extends EventFacts {
  accountId: string;
  contactId: string;
  /** The stored event's id: the entry id, so a redelivered event never enrolls twice. */
  eventId: string;
}

export async function enrollFromEntry(
  store: Store,
  clock: Clock,
  at: { accountId: string; contactId: string; entryId: string },
  entry: TriggerEntry,
): Promise<boolean> {
  const outcome = await enroll(store, clock, {
    accountId: at.accountId,
    flowId: entry.flowId,
    version: entry.version,
    reentry: entry.reentry,
    firstStepId: entry.firstStepId,
    contactId: at.contactId,
    entryId: at.entryId,
  });
  return outcome.enrolled;
}

/**
 * Issue 32: one event -> the flows it ends (exit events) and the flows it enters. One Query of the trigger
 * index's partition for the event's name; nothing more unless a live flow listens for that name.
 * Exits first, so an event that both ends and starts a flow starts it afresh.
 */
export async function onContactEvent(
  store: Store,
  clock: Clock,
  event: ContactEvent,
): Promise<{ enrolled: number; exited: number }> {
  const entries = await eventEntries(store, event.accountId, event.name);
  if (entries.length === 0) return { enrolled: 0, exited: 0 };
  await moveIdleTimers(store, clock.now(), event, entries);
  const exited = await exitOnEvent(store, clock, event.accountId, event.contactId, flowsExitedBy(entries));
  let enrolled = 0;
  for (const entry of flowsEnteredBy(entries, event, clock.now()))
    if (await enrollFromEntry(store, clock, { ...event, entryId: event.eventId }, entry)) enrolled += 1;
  return { enrolled, exited };
}
