import { fieldKeyOf } from '../../../../shared/contacts/custom-fields';
import type { Clock } from '../../../ports/clock';
import type { Store } from '../../../ports/store';
import { getContact } from '../../items/contact';
import { contactsOnDate, type ContactDate } from '../../items/contact-date';
import { getFlow } from '../../items/flow';
import { getFlowSettings } from '../../items/flow-settings';
import { dropDateEntry, liveDateEntries, type TriggerEntry } from '../../items/flow-trigger';
import { getTriggerSweptUntil, putTriggerSweptUntil } from '../../items/flow-trigger-sweep';
import { enroll } from '../enroll';
import type { TriggerSweepCount } from './idle-sweep';
import { dueDaysOfHour, hourStarts, occurrenceInstant } from './yearly-dates';

const HOUR_MS = 3_600_000;
/** The sweep enrolls an hour ahead: each enrollment's first step waits in the due index for its minute. */
const AHEAD_MS = HOUR_MS;
/** After an outage (or a long local clock move) occurrences older than this are let go. */
export const DATE_CATCH_UP_MS = 48 * HOUR_MS;

/** Reads shared by one sweep: each account's zone, each (account, field, month-day) partition. */
class SweepReads {
  private zones = new Map<string, Promise<string>>();
  private dates = new Map<string, Promise<ContactDate[]>>();
  queries = 0;
  constructor(private store: Store) {}
  zone(accountId: string) {
    let zone = this.zones.get(accountId);
    if (!zone)
      this.zones.set(accountId, (zone = getFlowSettings(this.store, accountId).then((s) => s.timeZone)));
    return zone;
  }
  onDate(accountId: string, field: string, monthDay: string) {
    const key = `${accountId}#${field}#${monthDay}`;
    let found = this.dates.get(key);
    if (!found) {
      this.queries += 1;
      this.dates.set(key, (found = contactsOnDate(this.store, accountId, field, monthDay)));
    }
    return found;
  }
}

interface Due {
  date: ContactDate;
  occurrence: string;
  at: Date;
}

/** The contacts of one live date flow whose occurrence falls in the UTC hour starting at `hourMs`. */
async function dueInHour(reads: SweepReads, entry: TriggerEntry, hourMs: number): Promise<Due[]> {
  const { trigger, accountId } = entry;
  if (trigger.type !== 'date-property' || !accountId) return [];
  const field = fieldKeyOf(trigger.field);
  const accountZone = await reads.zone(accountId);
  const due: Due[] = [];
  for (const day of dueDaysOfHour(hourMs, trigger.at, trigger.offsetDays))
    for (const monthDay of day.monthDays)
      for (const date of await reads.onDate(accountId, field, monthDay)) {
        const at = occurrenceInstant(day.occurrence, trigger.at, date.zone ?? accountZone);
        if (at.getTime() >= hourMs && at.getTime() < hourMs + HOUR_MS)
          due.push({ date, occurrence: day.occurrence, at });
      }
  return due;
}

/**
 * One due contact: still there, subscribed and on that date (the index follows the stream; a stale entry
 * is skipped), then enrolled at its occurrence's instant (now, if late) with the occurrence's year as the
 * entry: once per contact and year, however often the sweep reads it.
 */
async function enrollDue(store: Store, clock: Clock, entry: TriggerEntry, due: Due): Promise<boolean> {
  const { accountId, contactId, field, monthDay } = due.date;
  const contact = await getContact(store, accountId, contactId);
  const value = contact?.fields?.[field];
  if (contact?.status !== 'subscribed' || typeof value !== 'string' || !value.endsWith(monthDay))
    return false;
  const at = new Date(Math.max(due.at.getTime(), clock.now().getTime()));
  const outcome = await enroll(
    store,
    { now: () => at },
    {
      accountId,
      flowId: entry.flowId,
      version: entry.version,
      reentry: entry.reentry,
      firstStepId: entry.firstStepId,
      contactId,
      entryId: `date#${due.occurrence.slice(0, 4)}`,
    },
  );
  return outcome.enrolled;
}

/** Drops the shared entries of flows that are gone (a deleted account's); keeps the live ones. */
async function liveEntries(store: Store): Promise<TriggerEntry[]> {
  const entries = await liveDateEntries(store);
  const kept = await Promise.all(
    entries.map(async (e) => {
      if (!e.accountId || (await getFlow(store, e.accountId, e.flowId))) return true;
      await dropDateEntry(store, e.accountId, e.flowId);
      return false;
    }),
  );
  return entries.filter((_, i) => kept[i]);
}

/**
 * The yearly-date sweep (issue 32), run with the minute's step sweep: each UTC hour once, an hour ahead,
 * reads for every live date flow the few month-day partitions that can fall in that hour (2 or 3 Queries a
 * flow an hour, whatever the size of the list) and enrolls the contacts whose occurrence is in it, their
 * first step due at its minute (09:00 in their zone). Cost follows the dates due, not the contacts.
 */
export async function sweepDates(store: Store, clock: Clock): Promise<TriggerSweepCount> {
  const nowMs = clock.now().getTime();
  const cursor = await getTriggerSweptUntil(store, 'dates');
  const fromMs = Math.max(cursor ? Date.parse(cursor) : nowMs, nowMs - DATE_CATCH_UP_MS);
  const hours = hourStarts(fromMs, nowMs + AHEAD_MS).filter((h) => !cursor || h >= Date.parse(cursor));
  if (hours.length === 0) return { enrolled: 0, queries: 0 };
  const entries = await liveEntries(store);
  const reads = new SweepReads(store);
  let enrolled = 0;
  for (const hourMs of hours)
    for (const entry of entries)
      for (const due of await dueInHour(reads, entry, hourMs))
        if (await enrollDue(store, clock, entry, due)) enrolled += 1;
  const next = new Date(hours[hours.length - 1]! + HOUR_MS).toISOString();
  await putTriggerSweptUntil(store, 'dates', next);
  return { enrolled, queries: reads.queries + 1 };
}
