import type { Store } from '../../ports/store';
import { getZoneItem, setActiveDay } from '../items/analytics-counters';
import { activeSitesOfDay, deleteActiveSiteMarkers, putActiveSite } from '../items/analytics-window';
import type { CountedEvent } from './dimensions';
import { inLanes } from './lanes';
import type { SiteZone } from './site-zone';
import { addDays } from './windows';

/**
 * Which sites had traffic on a UTC day, for the nightly window job (window-job.ts): one small marker per
 * site and day (items/analytics-window.ts, in a partition per day), written by the aggregator before it
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
  const items = await Promise.all(ids.map((id) => getZoneItem(store, id)));
  return new Map(ids.map((id, i) => [id, { zone: items[i]?.zone, activeDay: items[i]?.activeDay }]));
}

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
        await putActiveSite(
          store,
          day,
          setupId,
          Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + MARKER_TTL_SECONDS,
        );
      const latest = days[days.length - 1] as string;
      const known = states.get(setupId)?.activeDay;
      if (known === undefined || latest > known) await setActiveDay(store, setupId, latest);
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
    for (const site of await activeSitesOfDay(store, day)) sites.add(site);
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
  await deleteActiveSiteMarkers(store, setupId, days);
}
