import type { TriggerEntry } from '../../items/flow-trigger';

/**
 * Issue 32: a trigger enters a flow only if it happened while the flow was live, at or after the time it
 * last went live (`liveAt`, written with the status that made it live), whenever the table's stream hands
 * the trigger over. A signup a second before a flow went live, read off a late stream after, enters nobody.
 * An entry without `liveAt` (indexed before it was recorded) admits any time, as before.
 */
export function happenedWhileLive(entry: TriggerEntry, atMs: number): boolean {
  if (!entry.liveAt) return true;
  const liveMs = Date.parse(entry.liveAt);
  return Number.isNaN(liveMs) || atMs >= liveMs;
}
