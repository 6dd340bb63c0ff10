import {
  type AnalyticsQuery,
  type AnalyticsReport,
  type Goal,
  type NamedCount,
  RANGE_DAYS,
} from '../../../shared/contracts/analytics';
import type { Clock } from '../../ports/clock';
import type { Item, Store } from '../../ports/store';
import { keys } from '../../table';
import { readSetup } from '../tracking/setup-item';
import { DIMENSIONS, type Dimension, TOTALS, VALUE_PREFIX } from './dimensions';
import { readGoals } from './goals';
import { hourBounds, lastLocalDays, localDate } from './local-days';

/**
 * GET /api/analytics: the caller's site over the last 1/7/30/90 days in their time zone. Totals and the
 * days come from the small hour items (keys.analyticsHour: at most 24 a day plus 14 hours, exact in any
 * whole-hour zone); the top lists, events and goals from the UTC day items (keys.analyticsDay) of the
 * days those hours fall in, so at the two ends of the range they count whole UTC days (product.md says
 * so). A 90-day report: one setup read, one goals read, a Query of up to 2,174 tiny items and one of
 * about 91 day items, whatever the traffic.
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

function goalsOf(goals: Goal[], sums: Sums, visits: number): AnalyticsReport['goals'] {
  return goals.map((goal) => {
    const conversions =
      sums.get((goal.kind === 'event' ? DIMENSIONS.events : DIMENSIONS.pages) + goal.value) ?? 0;
    return { ...goal, conversions, rate: visits > 0 ? Math.round((conversions / visits) * 1000) / 10 : 0 };
  });
}

export async function counterItems(
  store: Store,
  setupId: string,
  prefix: string,
  between: [string, string],
): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await store.queryPage({
      partition: keys.analyticsPartition(setupId),
      between: [`${prefix}${between[0]}`, `${prefix}${between[1]}`],
      limit: 0,
      startKey,
    });
    items.push(...page.items);
    startKey = page.next;
  } while (startKey);
  return items;
}

export async function analyticsReport(
  deps: { store: Store; clock: Clock },
  sub: string,
  query: AnalyticsQuery,
): Promise<AnalyticsReport> {
  const now = deps.clock.now();
  const days = lastLocalDays(now, query.tz, RANGE_DAYS[query.range]);
  const [setupItem, { goals }] = await Promise.all([
    deps.store.get(keys.setup(sub)),
    readGoals(deps.store, sub),
  ]);
  const setup = setupItem ? readSetup(setupItem) : undefined;
  const inRange = new Set(days);
  const perDay = new Map(days.map((date) => [date, { date, visitors: 0, views: 0, visits: 0 }]));
  const sums: Sums = new Map();
  if (setup) {
    const hours = await counterItems(
      deps.store,
      setup.setupId,
      keys.analyticsHourPrefix,
      hourBounds(days[0] as string, now),
    );
    const kept: string[] = [];
    for (const item of hours) {
      const hour = String(item.sk).slice(keys.analyticsHourPrefix.length);
      const date = localDate(new Date(`${hour}:00:00Z`), query.tz);
      if (!inRange.has(date)) continue;
      kept.push(hour);
      const day = perDay.get(date) as { visitors: number; views: number; visits: number };
      for (const name of TOTALS) {
        const value = typeof item[name] === 'number' ? item[name] : 0;
        sums.set(name, (sums.get(name) ?? 0) + value);
        day[name] += value;
      }
    }
    // Top lists: the UTC days the range's hours fall in (whole UTC days at the two ends).
    if (kept.length > 0) {
      const utcDays: [string, string] = [kept[0]!.slice(0, 10), kept[kept.length - 1]!.slice(0, 10)];
      for (const item of await counterItems(deps.store, setup.setupId, keys.analyticsDayPrefix, utcDays))
        for (const [name, value] of Object.entries(item))
          if (typeof value === 'number' && name !== 'expiresAt')
            sums.set(name, (sums.get(name) ?? 0) + value);
    }
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
