import {
  type AnalyticsQuery,
  type AnalyticsReport,
  type Goal,
  type NamedCount,
  RANGE_DAYS,
} from '../../../shared/contracts/analytics';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import {
  analyticsCountersKeys,
  type CounterItem,
  counterItems,
  counterOf,
  dateOf,
} from '../items/analytics-counters';
import { getSetupTrackingView } from '../items/setup';
import { CONVERTING_VISITS_PREFIX, DIMENSIONS, type Dimension, TOTALS, VALUE_PREFIX } from './dimensions';
import { readGoals } from './goals';
import { hourBoundsOf, lastLocalDays, localDate, localDayStart, nextDay } from './local-days';
import { daySums } from './day-sums';
import { keepZone, readZoneItem, type SiteZone, zoneChange } from './site-zone';
import { visitShare } from './rates';

/**
 * GET /api/analytics: the caller's site over the last 1/7/30/90 days in their time zone. Totals and the
 * days come from the local day items of the site's zone (one a day, exact in any
 * offset) when the report is read in that zone, else, and for the days before the zone was set, from
 * the small UTC hour items ( at most 24 a day plus 14 + 11 hours, exact in any
 * whole-hour zone). Reading in another zone makes it the site's zone (site-zone.ts). The top lists,
 * events and goals come from the UTC day items (items/analytics-counters.ts) of the days the traffic falls in, so
 * at the two ends of the range they count whole UTC days (product.md says so). A 90-day report in the
 * site's zone: setup and goals, then the zone and a Query of about 90 local day items, then the range's
 * kept window of finished UTC days (day-sums.ts) and Queries of the few day items around it, whatever the
 * traffic.
 */
export const TOP_LIMIT = 20;

type Sums = Map<string, number>;

function top(sums: Sums, prefix: string): NamedCount[] {
  const rows: NamedCount[] = [];
  for (const [name, count] of sums)
    if (name.startsWith(prefix) && count > 0) rows.push({ name: name.slice(prefix.length), count });
  return rows.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, TOP_LIMIT);
}

function eventsOf(sums: Sums): AnalyticsReport['events'] {
  return top(sums, DIMENSIONS.events).map(({ name, count }) => {
    const values = [...sums]
      .filter(([key]) => key.startsWith(`${VALUE_PREFIX}${name}:`))
      .map(([key, total]) => ({
        currency: key.slice(`${VALUE_PREFIX}${name}:`.length),
        total: Math.round(total * 100) / 100,
      }));
    return { name, count, values };
  });
}

/**
 * Each goal's conversions (its events or page views) and converting visits (visits that reached it, once
 * each: `gv:`), and its rate: converting visits over visits (rates.ts), never events over visits.
 */
function goalsOf(goals: Goal[], sums: Sums, visits: number): AnalyticsReport['goals'] {
  return goals.map((goal) => {
    const [counter, key] =
      goal.kind === 'event' ? [DIMENSIONS.events, `e:${goal.value}`] : [DIMENSIONS.pages, `p:${goal.value}`];
    const conversions = sums.get(counter + goal.value) ?? 0;
    const converting = Math.min(sums.get(CONVERTING_VISITS_PREFIX + key) ?? 0, visits);
    return { ...goal, conversions, visits: converting, rate: visitShare(converting, visits) };
  });
}

type DayTotals = { date: string; visitors: number; views: number; visits: number };

function addTotals(item: CounterItem, day: DayTotals, sums: Sums): void {
  for (const name of TOTALS) {
    const value = counterOf(item, name);
    sums.set(name, (sums.get(name) ?? 0) + value);
    day[name] += value;
  }
}

/**
 * The totals of `days` in `tz` into `perDay` and `sums`: from the local day items where the site keeps
 * that zone (site-zone.ts), from the UTC hour items for the days before (or all days, in another zone).
 * Returns the first and last UTC day with traffic, for the dimension items.
 */
async function addDays(
  store: Store,
  setupId: string,
  tz: string,
  now: Date,
  days: string[],
  perDay: Map<string, DayTotals>,
  sums: Sums,
): Promise<{ utcDays?: [string, string]; zone?: SiteZone; lateEvents: number }> {
  const first = days[0] as string;
  const last = days[days.length - 1] as string;
  const [{ zone, lateEvents }, localItems] = await Promise.all([
    readZoneItem(store, setupId),
    counterItems(store, setupId, analyticsCountersKeys.analyticsLocalDayPrefix(tz), [first, last]),
  ]);
  const keptFrom = zone?.tz === tz ? zone.keptFrom : undefined;
  const fromHours = days.filter((d) => keptFrom === undefined || d < keptFrom);
  const traffic: string[] = [];
  if (keptFrom !== undefined)
    for (const item of localItems) {
      const date = dateOf(item, analyticsCountersKeys.analyticsLocalDayPrefix(tz));
      const day = perDay.get(date);
      if (!day || date < keptFrom) continue;
      addTotals(item, day, sums);
      const start = localDayStart(date, tz);
      const end = new Date(Math.min(localDayStart(nextDay(date), tz).getTime() - 1, now.getTime()));
      traffic.push(start.toISOString().slice(0, 10), end.toISOString().slice(0, 10));
    }
  if (fromHours.length > 0) {
    const hourBounds = hourBoundsOf(fromHours[0] as string, fromHours[fromHours.length - 1] as string, now);
    const prefix = analyticsCountersKeys.analyticsHourPrefix;
    for (const item of await counterItems(store, setupId, prefix, hourBounds)) {
      const hour = dateOf(item, prefix);
      const date = localDate(new Date(`${hour}:00:00Z`), tz);
      const day = perDay.get(date);
      if (!day || (keptFrom !== undefined && date >= keptFrom)) continue;
      addTotals(item, day, sums);
      traffic.push(hour.slice(0, 10));
    }
  }
  traffic.sort();
  const utcDays: [string, string] | undefined =
    traffic.length > 0 ? [traffic[0] as string, traffic[traffic.length - 1] as string] : undefined;
  return { ...(utcDays ? { utcDays } : {}), ...(zone ? { zone } : {}), lateEvents };
}

export async function analyticsReport(
  deps: { store: Store; clock: Clock },
  accountId: string,
  query: AnalyticsQuery,
): Promise<AnalyticsReport> {
  const now = deps.clock.now();
  const days = lastLocalDays(now, query.tz, RANGE_DAYS[query.range]);
  const [setup, { goals }] = await Promise.all([
    getSetupTrackingView(deps.store, accountId),
    readGoals(deps.store, accountId),
  ]);
  const perDay = new Map(days.map((date) => [date, { date, visitors: 0, views: 0, visits: 0 }]));
  const sums: Sums = new Map();
  if (setup) {
    const { utcDays, zone, lateEvents } = await addDays(
      deps.store,
      setup.setupId,
      query.tz,
      now,
      days,
      perDay,
      sums,
    );
    const change = zoneChange(zone, query.tz, now);
    // Top lists: the UTC days the range's traffic falls in (whole UTC days at the two ends).
    const [dimensions] = await Promise.all([
      utcDays
        ? daySums(
            { store: deps.store, dayItems: counterItems },
            setup.setupId,
            utcDays,
            now,
            lateEvents,
            RANGE_DAYS[query.range],
          )
        : new Map<string, number>(),
      change ? keepZone(deps.store, setup.setupId, change, now) : undefined,
    ]);
    for (const [name, value] of dimensions) sums.set(name, (sums.get(name) ?? 0) + value);
  }
  const visits = sums.get('visits') ?? 0;
  const views = sums.get('views') ?? 0;
  const dimension = (d: Dimension) => top(sums, DIMENSIONS[d]);
  return {
    range: query.range,
    tz: query.tz,
    from: days[0] as string,
    to: days[days.length - 1] as string,
    installed: Boolean(setup?.trackingFirstEventAt),
    totals: {
      visitors: sums.get('visitors') ?? 0,
      views,
      visits,
      viewsPerVisit: visits > 0 ? Math.round((views / visits) * 10) / 10 : 0,
    },
    days: [...perDay.values()],
    pages: dimension('pages'),
    referrers: dimension('referrers'),
    utmSources: dimension('utmSources'),
    utmMediums: dimension('utmMediums'),
    utmCampaigns: dimension('utmCampaigns'),
    devices: dimension('devices'),
    browsers: dimension('browsers'),
    countries: dimension('countries'),
    events: eventsOf(sums),
    goals: goalsOf(goals, sums, visits),
  };
}
