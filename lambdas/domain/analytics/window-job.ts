import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { analyticsCountersKeys, counterItems, getCounterItems } from '../items/analytics-counters';
import { getWindows, putWindow, putWindowsDone, windowKey, windowsDone } from '../items/analytics-window';
import { activeSites } from './active-sites';
import { lastFinishedDay } from './day-sums';
import { inLanes } from './lanes';
import { readZoneItem } from './site-zone';
import {
  addCounters,
  addDays,
  type Sums,
  sumOfDays,
  WINDOW_RANGES,
  windowDays,
  windowStart,
} from './windows';

/**
 * Trigger analyticsWindows (shortly after 00:00 UTC): once a day is finished, keeps the window sums
 * (windows.ts) of every site with traffic in the last 90 finished days (active-sites.ts), so that the day's
 * first report, like every other, reads one window and a few day items (day-sums.ts). Per site: its zone
 * item (lateEvents is part of the window's key); where yesterday's three windows exist, each slides by a
 * day (less the day that left, plus the day that entered: two day items, read once for all three);
 * otherwise one Query of the 89 finished day items builds all three. At most `lanes` sites at once.
 *
 * Idempotent: a site whose 90-day window (written last) exists is done, and a finished run leaves
 * a done item for its day, so a rerun (EventBridge's retries, the local scheduler's every
 * minute) reads one item. A window above MAX_KEPT_COUNTERS is kept as an overflow marker (day-sums.ts).
 */
export interface WindowJobSummary {
  lastDay: string;
  alreadyDone: boolean;
  sites: number;
  built: number;
  slid: number;
  skipped: number;
}

export const WINDOW_JOB_LANES = 4;
const DONE_TTL_SECONDS = 3 * 24 * 60 * 60;

type How = 'built' | 'slid' | 'skipped';

export async function buildSiteWindows(
  store: Store,
  setupId: string,
  lastDay: string,
  now: Date,
): Promise<How> {
  const { lateEvents } = await readZoneItem(store, setupId);
  const key = (rangeDays: number, day: string) => windowKey(setupId, rangeDays, day, lateEvents);
  const before = addDays(lastDay, -1);
  const [done, ...yesterday] = await getWindows(store, [
    key(90, lastDay),
    ...WINDOW_RANGES.map((r) => key(r, before)),
  ]);
  if (done) return 'skipped';
  const windows = new Map<number, Sums>();
  let how: How;
  const kept = yesterday.flatMap((window) => (window && !window.overflow ? [window.sums] : []));
  if (kept.length === yesterday.length) {
    const [entered, ...left] = await getCounterItems(store, [
      analyticsCountersKeys.analyticsDay(setupId, lastDay),
      ...WINDOW_RANGES.map((r) => analyticsCountersKeys.analyticsDay(setupId, windowStart(r, before))),
    ]);
    WINDOW_RANGES.forEach((r, i) => {
      const sums: Sums = new Map();
      addCounters(kept[i]!, sums);
      if (left[i]) addCounters(left[i], sums, -1);
      if (entered) addCounters(entered, sums);
      windows.set(r, sums);
    });
    how = 'slid';
  } else {
    const prefix = analyticsCountersKeys.analyticsDayPrefix;
    const items = await counterItems(store, setupId, prefix, windowDays(90, lastDay));
    for (const r of WINDOW_RANGES) windows.set(r, sumOfDays(items, prefix, windowDays(r, lastDay)));
    how = 'built';
  }
  // In WINDOW_RANGES' order: the 90-day window, written last, says the site is done.
  for (const r of WINDOW_RANGES) await putWindow(store, key(r, lastDay), windows.get(r) as Sums, now);
  return how;
}

export async function buildWindows(
  deps: { store: Store; clock: Clock },
  lanes = WINDOW_JOB_LANES,
): Promise<WindowJobSummary> {
  const now = deps.clock.now();
  const lastDay = lastFinishedDay(now);
  const summary: WindowJobSummary = { lastDay, alreadyDone: false, sites: 0, built: 0, slid: 0, skipped: 0 };
  if (await windowsDone(deps.store, lastDay)) return { ...summary, alreadyDone: true };
  const sites = await activeSites(deps.store, windowDays(90, lastDay));
  summary.sites = sites.length;
  await inLanes(sites, lanes, async (setupId) => {
    summary[await buildSiteWindows(deps.store, setupId, lastDay, now)]++;
  });
  await putWindowsDone(
    deps.store,
    lastDay,
    sites.length,
    Math.floor(now.getTime() / 1000) + DONE_TTL_SECONDS,
  );
  return summary;
}
