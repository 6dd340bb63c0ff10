import type { Store } from '../../ports/store';
import {
  getZoneItem,
  lateEventsWrite,
  putSiteZone,
  type SiteZone,
  type ZoneRecord,
} from '../items/analytics-counters';
import { localDate, nextDay } from './local-days';

/**
 * The time zone a site's daily totals are kept in (the zone item, items/analytics-counters.ts): the zone
 * its owner last read the report in. The aggregator adds each event's totals to the local day item of
 * that zone beside the UTC hour item, so a report in that zone reads one item per day whatever the
 * traffic, exact in any offset (India's +5:30 too) and across daylight-saving changes.
 *
 * `keptFrom` is the first local day whose every event was counted in the zone: the day after the one in
 * which the zone was set, plus a margin for events the aggregator was already counting then. Days before
 * it (and every day in any other zone) are added up from the UTC hour items. Reading the report in
 * another zone makes that the site's zone from the next local day on (docs/architecture.md › Site analytics).
 */
export type { SiteZone } from '../items/analytics-counters';

/** Longer than any aggregator run that read the old zone before the change can still be writing. */
export const ZONE_CHANGE_MARGIN_MS = 5 * 60 * 1000;

/** The zone to keep from `now` on when the owner reads in `tz`; undefined when it is already kept. */
export function zoneChange(current: SiteZone | undefined, tz: string, now: Date): SiteZone | undefined {
  if (current?.tz === tz) return undefined;
  return { tz, keptFrom: nextDay(localDate(new Date(now.getTime() + ZONE_CHANGE_MARGIN_MS), tz)) };
}

/** The zone item: the site's zone and how many late events were counted (day-sums.ts). */
export async function readZoneItem(store: Store, setupId: string): Promise<ZoneRecord> {
  return getZoneItem(store, setupId);
}

/** After counting events that change a finished day: the sums of finished days kept so far are stale. */
export async function countLateEvents(store: Store, setupId: string, n: number): Promise<void> {
  await store.transact([lateEventsWrite(setupId, n)]);
}

export async function keepZone(store: Store, setupId: string, zone: SiteZone, now: Date): Promise<void> {
  // An update, not a put: lateEvents stays.
  await putSiteZone(store, setupId, zone, now.toISOString());
}
