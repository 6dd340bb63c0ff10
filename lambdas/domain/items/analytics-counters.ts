import * as z from 'zod';
import { getMany, type Item, type Key, type Store, type TransactWrite } from '../../ports/store';
import type { ItemKind } from './item-kind';

/** Keys of the analytics counters item (lambdas/table.ts lists every kind). */
export const analyticsCountersKeys = {
  analyticsHour: (setupId: string, hour: string) => ({ pk: `STATS#${setupId}`, sk: `HOUR#${hour}` }),
  analyticsHourPrefix: 'HOUR#',
  analyticsDay: (setupId: string, day: string) => ({ pk: `STATS#${setupId}`, sk: `DAY#${day}` }),
  analyticsDayPrefix: 'DAY#',
  analyticsLocalDay: (setupId: string, tz: string, day: string) => ({
    pk: `STATS#${setupId}`,
    sk: `LDAY#${tz}#${day}`,
  }),
  analyticsLocalDayPrefix: (tz: string) => `LDAY#${tz}#`,
  analyticsZone: (setupId: string) => ({ pk: `STATS#${setupId}`, sk: 'ZONE' }),
  analyticsPartition: (setupId: string) => `STATS#${setupId}`,
} as const;

export const analyticsCountersKind: ItemKind = {
  name: 'analytics-counters',
  patterns: [
    {
      what: "analytics: a site's totals of one hour",
      key: 'pk STATS#{setupId} sk HOUR#{yyyy-mm-ddThh} (UTC)',
    },
    { what: "analytics: a site's dimensions of a day", key: 'pk STATS#{setupId} sk DAY#{yyyy-mm-dd} (UTC)' },
    {
      what: "analytics: a site's totals of a local day",
      key: 'pk STATS#{setupId} sk LDAY#{tz}#{yyyy-mm-dd} (its zone)',
    },
    { what: "analytics: the zone a site's days use", key: 'pk STATS#{setupId} sk ZONE' },
  ],
};

// ---- Counter items (hour, UTC day, local day): flat numeric attributes named by analytics/dimensions.ts.

/** A stored counter item (hour, day or local day), as read: read it with counterEntries and dateOf. */
export type CounterItem = Readonly<Item>;

/** The counters of an item: its numeric attributes but the TTL (non-numbers are not counters). */
export function counterEntries(item: CounterItem): [string, number][] {
  const entries: [string, number][] = [];
  for (const [name, value] of Object.entries(item))
    if (typeof value === 'number' && name !== 'expiresAt') entries.push([name, value]);
  return entries;
}

/** One counter of an item, 0 when absent or not a number. */
export const counterOf = (item: CounterItem, name: string): number => {
  const value = item[name];
  return typeof value === 'number' ? value : 0;
};

/** The date (or hour) of a counter item: its sort key after `prefix` (e.g. DAY#yyyy-mm-dd -> yyyy-mm-dd). */
export const dateOf = (item: CounterItem, prefix: string): string => String(item.sk).slice(prefix.length);

/**
 * A site's counter items whose sort key is in [prefix + between[0], prefix + between[1]] (one Query,
 * paged to the end).
 */
export async function counterItems(
  store: Store,
  setupId: string,
  prefix: string,
  between: [string, string],
): Promise<CounterItem[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await store.queryPage({
      partition: analyticsCountersKeys.analyticsPartition(setupId),
      between: [`${prefix}${between[0]}`, `${prefix}${between[1]}`],
      limit: 0,
      startKey,
    });
    items.push(...page.items);
    startKey = page.next;
  } while (startKey);
  return items;
}

/** Reads counter items by key (absent ones as undefined), in one batched read. */
export async function getCounterItems(
  store: Store,
  keys: readonly Key[],
): Promise<(CounterItem | undefined)[]> {
  return getMany(store, keys);
}

/** ADDs `add` to a counter item (created when absent), and raises its TTL to `expiresAt`. */
export const counterAddWrite = (key: Key, add: Record<string, number>, expiresAt: number): TransactWrite => ({
  kind: 'update',
  key,
  set: { expiresAt },
  add,
});

// ---- The zone item (pk STATS#{setupId} sk ZONE).

/** The time zone a site's local day items are kept in, and the first local day kept in it (site-zone.ts). */
export interface SiteZone {
  tz: string;
  keptFrom: string;
}

export interface ZoneRecord {
  zone: SiteZone | undefined;
  /** Events counted into finished days (day-sums.ts): part of the windows' key. */
  lateEvents: number;
  /** The last UTC day a marker of the site's traffic was written for (active-sites.ts). */
  activeDay: string | undefined;
}

const optionalString = z.string().optional().catch(undefined);
const zoneSchema = z.object({
  tz: optionalString,
  keptFrom: optionalString,
  lateEvents: z.number().optional().catch(undefined),
  activeDay: optionalString,
});

/** The zone of a zone item: both its tz and keptFrom, or none. */
export function siteZoneOf(item: Item | undefined): SiteZone | undefined {
  if (!item) return undefined;
  const { tz, keptFrom } = zoneSchema.parse(item);
  return tz !== undefined && keptFrom !== undefined ? { tz, keptFrom } : undefined;
}

export function parseZoneItem(item: Item | undefined): ZoneRecord {
  const parsed = item ? zoneSchema.parse(item) : undefined;
  return {
    zone: siteZoneOf(item),
    lateEvents: parsed?.lateEvents ?? 0,
    activeDay: parsed?.activeDay,
  };
}

export async function getZoneItem(store: Store, setupId: string): Promise<ZoneRecord> {
  return parseZoneItem(await store.get(analyticsCountersKeys.analyticsZone(setupId)));
}

/** Keeps the site's zone from now on (an update, not a put: lateEvents and activeDay stay). */
export async function putSiteZone(
  store: Store,
  setupId: string,
  zone: SiteZone,
  changedAt: string,
): Promise<void> {
  await store.update(analyticsCountersKeys.analyticsZone(setupId), { ...zone, changedAt });
}

export async function setActiveDay(store: Store, setupId: string, day: string): Promise<void> {
  await store.update(analyticsCountersKeys.analyticsZone(setupId), { activeDay: day });
}

/** ADDs `n` to the site's lateEvents. */
export const lateEventsWrite = (setupId: string, n: number): TransactWrite => ({
  kind: 'update',
  key: analyticsCountersKeys.analyticsZone(setupId),
  set: {},
  add: { lateEvents: n },
});
