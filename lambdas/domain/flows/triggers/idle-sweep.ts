import type { Clock } from '../../../ports/clock';
import type { Store } from '../../../ports/store';
import {
  IDLE_SHARDS,
  deleteIdleTimer,
  dueIdleTimersPage,
  type IdlePageKey,
  type IdleTimer,
} from '../../items/flow-idle-timer';
import { idleEntry, type TriggerEntry } from '../../items/flow-trigger';
import { getTriggerSweptUntil, putTriggerSweptUntil } from '../../items/flow-trigger-sweep';
import { SWEEP_FIRST_LOOKBACK_MS, SWEEP_OVERLAP_MS } from '../sweep';
import { enrollFromEntry } from './on-event';

export interface TriggerSweepCount {
  /** Contacts enrolled. */
  enrolled: number;
  /** Query calls made (buckets covered plus pages): a function of the time covered and what is due. */
  queries: number;
}

type EntryMemo = Map<string, Promise<TriggerEntry | undefined>>;

function entryOf(store: Store, t: IdleTimer, memo: EntryMemo) {
  const key = `${t.accountId}#${t.eventName}#${t.flowId}`;
  let entry = memo.get(key);
  if (!entry) memo.set(key, (entry = idleEntry(store, t.accountId, t.eventName, t.flowId)));
  return entry;
}

/**
 * One due timer: the contact had no event for N days. Enrolls it (entry id: the last event's time, so
 * the same quiet spell never enrolls twice) while the flow is live, then deletes the timer unless a newer
 * event moved it meanwhile.
 */
async function fire(store: Store, clock: Clock, t: IdleTimer, memo: EntryMemo): Promise<boolean> {
  const entry = await entryOf(store, t, memo);
  const entered = entry
    ? await enrollFromEntry(
        store,
        clock,
        { accountId: t.accountId, contactId: t.contactId, entryId: `idle#${t.lastAt}` },
        entry,
      )
    : false;
  await deleteIdleTimer(store, t);
  return entered;
}

const DAY_MS = 86_400_000;

/** The UTC days ('2026-11-29') that [fromMs, untilMs] touches. */
export function daysBetween(fromMs: number, untilMs: number): string[] {
  const days: string[] = [];
  for (let t = Math.floor(fromMs / DAY_MS) * DAY_MS; t <= untilMs; t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

async function sweepBucket(
  store: Store,
  clock: Clock,
  bucket: { dayIso: string; shard: number },
  range: { from: string; until: string; memo: EntryMemo },
): Promise<TriggerSweepCount> {
  const count = { enrolled: 0, queries: 0 };
  let startKey: IdlePageKey | undefined;
  do {
    const page = await dueIdleTimersPage(store, bucket, range.from, range.until, startKey);
    count.queries += 1;
    for (const t of page.due) if (await fire(store, clock, t, range.memo)) count.enrolled += 1;
    startKey = page.next;
  } while (startKey);
  return count;
}

/**
 * The win-back sweep (issue 32), run with the minute's step sweep: reads the timers' due buckets from its
 * cursor (less the overlap) to now, one Query per (UTC day, shard) plus pages, the shards in parallel:
 * a minute's sweep is 8 Queries of a due-time range, whoever waits later.
 */
export async function sweepIdleTimers(store: Store, clock: Clock): Promise<TriggerSweepCount> {
  const now = clock.now();
  const until = now.toISOString();
  const cursor = await getTriggerSweptUntil(store, 'idle');
  const cursorMs = cursor ? Date.parse(cursor) : now.getTime() - SWEEP_FIRST_LOOKBACK_MS;
  const from = new Date(Math.min(cursorMs, now.getTime()) - SWEEP_OVERLAP_MS).toISOString();
  const range = { from, until, memo: new Map() as EntryMemo };
  const count = { enrolled: 0, queries: 0 };
  const shards = Array.from({ length: IDLE_SHARDS }, (_, shard) => shard);
  for (const dayIso of daysBetween(Date.parse(from), now.getTime())) {
    const counts = await Promise.all(
      shards.map((shard) => sweepBucket(store, clock, { dayIso, shard }, range)),
    );
    for (const c of counts) {
      count.enrolled += c.enrolled;
      count.queries += c.queries;
    }
  }
  await putTriggerSweptUntil(store, 'idle', until);
  return count;
}
