import { getMany, type Item, type Store } from '../../ports/store';
import { keys } from '../../table';
import type { CountedEvent } from './dimensions';
import { inLanes } from './lanes';
import { type SiteZone, siteZoneOf } from './site-zone';
import { addDays } from './windows';

/**
 * Which sites had traffic on a UTC day, for the nightly window job (window-job.ts): one small marker per
 * site and day (keys.analyticsActiveSite, in a partition per day), written by the aggregator before it
 * counts a site's first chunk of the day. It knows which is the first from `activeDay` on the site's zone
 * item, which it reads per chunk anyway; so a site costs one put and one update per day, not per event.
 * Written before the counters: a chunk that fails after its marker leaves a marker for a day that may
 * have no counters (the job then keeps an empty window), never counters without a marker.
 */
const DAY_SECONDS = 24 * 60 * 60;
/** Markers outlive the longest window (90 days) with room to spare. */
const MARKER_TTL_SECONDS = 100 * DAY_SECONDS;

export interface SiteState {
  zone: SiteZone | undefined;
  /** The last UTC day a marker was written for. */
  activeDay: string | undefined;
}

/** The zone items of a chunk's sites: their zone (for the local day items) and their last marked day. */
export async function readSiteStates(
  store: Store,
  setupIds: Iterable<string>,
): Promise<Map<string, SiteState>> {
  const ids = [...new Set(setupIds)];
  const items = await Promise.all(ids.map((id) => store.get(keys.analyticsZone(id))));
  return new Map(ids.map((id, i) => [id, stateOf(items[i])]));
}

const stateOf = (item: Item | undefined): SiteState => ({
  zone: siteZoneOf(item),
  activeDay: typeof item?.activeDay === 'string' ? item.activeDay : undefined,
});

/** The (site, UTC day) pairs of `events` that have no marker yet, by what the zone items said; pure. */
export function unmarkedDays(
  events: readonly CountedEvent[],
  states: Map<string, SiteState>,
): Map<string, string[]> {
  const days = new Map<string, Set<string>>();
  for (const event of events) {
    const day = event.receivedAt.slice(0, 10);
    if (states.get(event.setupId)?.activeDay === day) continue;
    days.set(event.setupId, (days.get(event.setupId) ?? new Set()).add(day));
  }
  return new Map([...days].map(([id, set]) => [id, [...set].sort()]));
}

/** Writes the missing markers, then moves each site's `activeDay` to its latest day (never back). */
export async function markActiveDays(
  store: Store,
  events: readonly CountedEvent[],
  states: Map<string, SiteState>,
): Promise<void> {
  await Promise.all(
    [...unmarkedDays(events, states)].map(async ([setupId, days]) => {
      for (const day of days)
        await store.put({
          ...keys.analyticsActiveSite(day, setupId),
          expiresAt: Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + MARKER_TTL_SECONDS,
        });
      const latest = days[days.length - 1] as string;
      const known = states.get(setupId)?.activeDay;
      if (known === undefined || latest > known)
        await store.update(keys.analyticsZone(setupId), { activeDay: latest });
    }),
  );
}

/** The sites with a marker on any UTC day of [first, last], reading `lanes` day partitions at once. */
export async function activeSites(
  store: Store,
  [first, last]: [string, string],
  lanes = 8,
): Promise<string[]> {
  const days: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) days.push(d);
  const sites = new Set<string>();
  await inLanes(days, lanes, async (day) => {
    for (const item of await store.query({ partition: keys.analyticsActivePartition(day) }))
      sites.add(String(item.sk).slice('SITE#'.length));
  });
  return [...sites].sort();
}

/**
 * Deletes the site's markers (account deletion, lambdas/domain/account/account-parts.ts): every day a marker
 * can still exist on (its TTL, and a day ahead for events counted just after midnight), read in one batched
 * read, the ones found deleted in one transaction.
 */
export async function eraseSiteMarkers(store: Store, setupId: string, now: Date): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  const days: string[] = [];
  for (
    let d = addDays(today, -(MARKER_TTL_SECONDS / DAY_SECONDS) - 1);
    d <= addDays(today, 1);
    d = addDays(d, 1)
  )
    days.push(d);
  const found = await getMany(
    store,
    days.map((day) => keys.analyticsActiveSite(day, setupId)),
  );
  const present = days.filter((_, i) => found[i]);
  for (let i = 0; i < present.length; i += 100)
    await store.transact(
      present
        .slice(i, i + 100)
        .map((day) => ({ kind: 'delete', key: keys.analyticsActiveSite(day, setupId) })),
    );
}
