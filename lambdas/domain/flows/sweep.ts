import type { Clock } from '../../ports/clock';
import type { Queue } from '../../ports/queue';
import type { Store } from '../../ports/store';
import { DUE_SHARDS, dueEnrollmentsPage, type DuePageKey, type DueRef } from '../items/flow-enrollment';
import { getSweptUntil, putSweptUntil } from '../items/flow-sweep';
import type { StepBatchMessage } from './run-batch';

/** A sweep reads this far behind its cursor again: a step written due "now" just as a sweep ran is not missed. */
export const SWEEP_OVERLAP_MS = 2 * 60_000;
/** A first sweep (no cursor yet) looks back this far. */
export const SWEEP_FIRST_LOOKBACK_MS = 60 * 60_000;
const HOUR_MS = 3_600_000;
/**
 * Hours read at once when a sweep covers several (after an outage, or the local clock moved by days):
 * 4 x 8 shards = 32 Queries in flight; a minute's sweep covers one or two hours.
 */
const HOURS_AT_ONCE = 4;

export interface SweepPorts {
  store: Store;
  queue: Queue;
  clock: Clock;
}

export interface SweepSummary {
  from: string;
  until: string;
  /** Due steps handed to the 'flow-steps' queue. */
  due: number;
  /** Query calls made: (hours covered x shards) + extra pages, never a function of who waits later. */
  queries: number;
}

/** The UTC hours (ISO prefixes `2026-11-29T10`) that [fromMs, untilMs] touches. */
export function hoursBetween(fromMs: number, untilMs: number): string[] {
  const hours: string[] = [];
  for (let t = Math.floor(fromMs / HOUR_MS) * HOUR_MS; t <= untilMs; t += HOUR_MS)
    hours.push(new Date(t).toISOString().slice(0, 13));
  return hours;
}

/**
 * The minute sweep (issue 32; docs/architecture.md › Automations): reads the due index's buckets from the
 * cursor (less the overlap) up to now, one Query per (hour, shard) plus pages, and hands the due
 * enrollments to the 'flow-steps' queue, one account's up to 25 a message (batchMessages); then moves the cursor to now. A step handed twice (the overlap,
 * a crash before the cursor moved) runs once: the worker's write is conditional on the enrollment's seq.
 */
export async function sweepDueSteps(ports: SweepPorts): Promise<SweepSummary> {
  const now = ports.clock.now();
  const until = now.toISOString();
  const cursor = await getSweptUntil(ports.store);
  const cursorMs = cursor ? Date.parse(cursor) : now.getTime() - SWEEP_FIRST_LOOKBACK_MS;
  const from = new Date(Math.min(cursorMs, now.getTime()) - SWEEP_OVERLAP_MS).toISOString();
  let due = 0;
  let queries = 0;
  const shards = Array.from({ length: DUE_SHARDS }, (_, shard) => shard);
  const hours = hoursBetween(Date.parse(from), now.getTime());
  for (let i = 0; i < hours.length; i += HOURS_AT_ONCE) {
    // The shards of a few hours in parallel: a sweep's time follows the hours covered, not the shards.
    const buckets = hours
      .slice(i, i + HOURS_AT_ONCE)
      .flatMap((hourIso) => shards.map((shard) => ({ hourIso, shard })));
    const counts = await Promise.all(
      buckets.map((bucket) => sweepBucket(ports.queue, ports.store, bucket, from, until)),
    );
    for (const c of counts) {
      due += c.due;
      queries += c.queries;
    }
  }
  await putSweptUntil(ports.store, until);
  return { from, until, due, queries };
}

async function sweepBucket(
  queue: Queue,
  store: Store,
  bucket: { hourIso: string; shard: number },
  from: string,
  until: string,
): Promise<{ due: number; queries: number }> {
  let due = 0;
  let queries = 0;
  let startKey: DuePageKey | undefined;
  do {
    const page = await dueEnrollmentsPage(store, bucket, from, until, startKey);
    queries += 1;
    await handOff(queue, page.due);
    due += page.due.length;
    startKey = page.next;
  } while (startKey);
  return { due, queries };
}

/** Due steps per 'flow-steps' message: one account's, sharing its reads and allowance (run-batch.ts). */
export const STEPS_PER_MESSAGE = 25;

/** A page's due steps, grouped by account into messages of up to STEPS_PER_MESSAGE. */
export function batchMessages(due: readonly DueRef[]): StepBatchMessage[] {
  const byAccount = new Map<string, StepBatchMessage['steps']>();
  for (const ref of due) {
    const steps = byAccount.get(ref.accountId) ?? [];
    steps.push({ flowId: ref.flowId, enrollmentId: ref.enrollmentId });
    byAccount.set(ref.accountId, steps);
  }
  return [...byAccount].flatMap(([accountId, steps]) =>
    Array.from({ length: Math.ceil(steps.length / STEPS_PER_MESSAGE) }, (_, i) => ({
      accountId,
      steps: steps.slice(i * STEPS_PER_MESSAGE, (i + 1) * STEPS_PER_MESSAGE),
    })),
  );
}

async function handOff(queue: Queue, due: readonly DueRef[]): Promise<void> {
  if (due.length > 0) await queue.sendBatch('flow-steps', batchMessages(due));
}
