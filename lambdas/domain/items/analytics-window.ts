import { getMany, type Item, type Key, type Store } from '../../ports/store';
import type { ItemKind } from './item-kind';

/** Keys of the analytics window item (lambdas/table.ts lists every kind). */
export const analyticsWindowKeys = {
  analyticsWindow: (setupId: string, rangeDays: number, lastDay: string, late: number) => ({
    pk: `STATS#${setupId}`,
    sk: `WINDOW#${rangeDays}#${lastDay}#${late}`,
  }),
  analyticsActiveSite: (day: string, setupId: string) => ({
    pk: `ANALYTICSACTIVE#${day}`,
    sk: `SITE#${setupId}`,
  }),
  analyticsActivePartition: (day: string) => `ANALYTICSACTIVE#${day}`,
  analyticsWindowsDone: (lastDay: string) => ({ pk: 'ANALYTICSWINDOWS', sk: `DONE#${lastDay}` }),
} as const;

export const analyticsWindowKind: ItemKind = {
  name: 'analytics-window',
  patterns: [
    {
      what: "analytics: a range's window of finished UTC days",
      key: 'pk STATS#{setupId} sk WINDOW#{days}#{lastDay}#{late} (TTL)',
    },
    {
      what: 'analytics: sites counted on a UTC day',
      key: 'pk ANALYTICSACTIVE#{yyyy-mm-dd} sk SITE#{setupId} (TTL)',
    },
    { what: "analytics: the windows' job ran for a day", key: 'pk ANALYTICSWINDOWS sk DONE#{lastDay} (TTL)' },
  ],
};

// ---- The window item: the sums of a range's finished UTC days (analytics/day-sums.ts, window-job.ts).

/**
 * A window holds at most this many counters (DynamoDB's item limit is 400 KB; a counter is its name, up
 * to a few hundred bytes for a long page path, and a number). A larger window is kept as `overflow` with
 * no counters: its reports read the days as they are (the pre-window cost), and nobody rebuilds it.
 */
export const MAX_KEPT_COUNTERS = 4000;
/** A window is read on the day after its last day's next day; it expires a day later. */
const WINDOW_TTL_SECONDS = 2 * 24 * 60 * 60;

/** A stored window: its sums (a counter item: read with analytics-counters.ts's counterEntries), or overflow. */
export type WindowRecord = { overflow: true } | { overflow: false; sums: Readonly<Item> };

export const windowKey = (setupId: string, rangeDays: number, lastDay: string, late: number): Key =>
  analyticsWindowKeys.analyticsWindow(setupId, rangeDays, lastDay, late);

/** The window item to keep for `sums` (an overflow marker when too large for one item). */
export function windowItem(key: Key, sums: ReadonlyMap<string, number>, now: Date): Item {
  const expiresAt = Math.floor(now.getTime() / 1000) + WINDOW_TTL_SECONDS;
  return sums.size <= MAX_KEPT_COUNTERS
    ? { ...key, ...Object.fromEntries(sums), expiresAt }
    : { ...key, overflow: true, expiresAt };
}

const windowRecord = (item: Item | undefined): WindowRecord | undefined =>
  item && (item.overflow === true ? { overflow: true } : { overflow: false, sums: item });

export async function getWindow(store: Store, key: Key): Promise<WindowRecord | undefined> {
  return windowRecord(await store.get(key));
}

/** Several windows in one batched read (absent ones as undefined). */
export async function getWindows(store: Store, keys: readonly Key[]): Promise<(WindowRecord | undefined)[]> {
  return (await getMany(store, keys)).map(windowRecord);
}

export async function putWindow(
  store: Store,
  key: Key,
  sums: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  await store.put(windowItem(key, sums, now));
}

// ---- Markers of the sites with traffic on a UTC day (analytics/active-sites.ts).

export async function putActiveSite(
  store: Store,
  day: string,
  setupId: string,
  expiresAt: number,
): Promise<void> {
  await store.put({ ...analyticsWindowKeys.analyticsActiveSite(day, setupId), expiresAt });
}

const SITE_PREFIX = analyticsWindowKeys.analyticsActiveSite('', '').sk;

/** The sites with a marker on `day`. */
export async function activeSitesOfDay(store: Store, day: string): Promise<string[]> {
  const items = await store.query({ partition: analyticsWindowKeys.analyticsActivePartition(day) });
  return items.map((item) => String(item.sk).slice(SITE_PREFIX.length));
}

/** Deletes the site's markers on `days` that exist: one batched read, a transaction per 100 found. */
export async function deleteActiveSiteMarkers(
  store: Store,
  setupId: string,
  days: readonly string[],
): Promise<void> {
  const found = await getMany(
    store,
    days.map((day) => analyticsWindowKeys.analyticsActiveSite(day, setupId)),
  );
  const present = days.filter((_, i) => found[i]);
  for (let i = 0; i < present.length; i += 100)
    await store.transact(
      present
        .slice(i, i + 100)
        .map((day) => ({ kind: 'delete', key: analyticsWindowKeys.analyticsActiveSite(day, setupId) })),
    );
}

// ---- The job's "done" item for a day.

export async function windowsDone(store: Store, lastDay: string): Promise<boolean> {
  return (await store.get(analyticsWindowKeys.analyticsWindowsDone(lastDay))) !== undefined;
}

export async function putWindowsDone(
  store: Store,
  lastDay: string,
  sites: number,
  expiresAt: number,
): Promise<void> {
  await store.put({ ...analyticsWindowKeys.analyticsWindowsDone(lastDay), sites, expiresAt });
}
