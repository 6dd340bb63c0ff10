import type { TrackingEventRecord } from '../items/tracking-event';

/**
 * The counters and how their attribute names are spelled. The totals live in one small item per site and
 * UTC hour (keys.analyticsHour), so any time zone with whole-hour offsets adds its own days up exactly
 * from at most 24 items a day; the dimension counters live in one item per site and UTC day
 * (keys.analyticsDay), so a 90-day report reads about 91 of them however varied the traffic. Each
 * figure is a flat numeric attribute:
 *
 *   views, visits, visitors          totals (visitors: first event of a visitor hash that day)
 *   p:{path}                         page views of a path
 *   r:{host} us:{} um:{} uc:{}       visits by referring host and utm source / medium / campaign
 *   d:{device} b:{browser} c:{cc}    visits by device class, browser family, country
 *   e:{name}                         custom events by name
 *   v:{name}:{currency}              the sum of a custom event's numeric `value`, per currency
 *
 * Sources, devices and countries count visits (a visit's first event), pages count views, events count
 * themselves. Campaign attribution (attribution.ts) adds, on the day item of the conversion:
 *
 *   cc:{utm campaign}                conversions credited to the campaign
 *   cr:{utm campaign}:{currency}     the credited conversions' `value`, per currency
 *
 * and each goal of the account (read at aggregation time) its converting visits, once per visit
 * (visits.ts), on the day item of the conversion:
 *
 *   gv:e:{event}  gv:p:{path}        visits in which the goal was reached
 *
 * and a campaign's visits are its `uc:` counter: see docs/architecture.md › Site analytics.
 */
export const TOTALS = ['views', 'visits', 'visitors'] as const;
export type Total = (typeof TOTALS)[number];
export const isTotal = (name: string): name is Total => (TOTALS as readonly string[]).includes(name);

export const DIMENSIONS = {
  pages: 'p:',
  referrers: 'r:',
  utmSources: 'us:',
  utmMediums: 'um:',
  utmCampaigns: 'uc:',
  devices: 'd:',
  browsers: 'b:',
  countries: 'c:',
  events: 'e:',
} as const;
export type Dimension = keyof typeof DIMENSIONS;
export const VALUE_PREFIX = 'v:';
/** Converting visits of a goal: `gv:` + visits.ts's goal key (`e:{event}` or `p:{path}`). */
export const CONVERTING_VISITS_PREFIX = 'gv:';

/** Names of the pixel's own page view event (shared/tracking/constants.ts PIXEL_LOADED_EVENT). */
export const PAGE_VIEW_EVENT = 'pixel-loaded';
/** A visitor's events less than this far apart are one visit (unless new UTM tags come: visits.ts). */
export const VISIT_GAP_MS = 30 * 60 * 1000;
/** Longest dimension value kept; longer ones are cut. */
export const MAX_VALUE_LENGTH = 100;

/**
 * The fields of a stored tracking event (items/tracking-event.ts, one type with the ingest that writes
 * it) the aggregator counts: its visitor hash is required, and event_data is parsed from its JSON text.
 * `trackingId` finds the account's goals for attribution; `attributionHash(Prev)` are the 7-day hashes
 * under the current and the previous period's salt (tracking/attribution-hash.ts).
 */
export type CountedEvent = Omit<
  TrackingEventRecord,
  'eventData' | 'clientTimestamp' | 'expiresAt' | 'visitorHash'
> & {
  visitorHash: string;
  eventData?: Record<string, unknown>;
};

/** The UTC hour of an ISO instant: yyyy-mm-ddThh. */
export const hourOf = (iso: string) => iso.slice(0, 13);

export const clean = (value: string) => value.slice(0, MAX_VALUE_LENGTH);

export function pathOf(pageUrl: string): string {
  try {
    return new URL(pageUrl).pathname || '/';
  } catch {
    return '/';
  }
}

/** A custom event's value and currency when it has a finite numeric `value`. */
export function valueOf(
  data: Record<string, unknown> | undefined,
): { value: number; currency: string } | undefined {
  const value = data?.value;
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > 1e9) return undefined;
  const currency =
    typeof data?.currency === 'string' && /^[A-Za-z]{3}$/.test(data.currency) ? data.currency : '';
  return { value: Math.round(value * 100) / 100, currency: currency.toUpperCase() };
}

/** What one event adds to its hour item, given whether it starts a visit and is the visitor's first. */
export function countersOf(
  event: CountedEvent,
  visit: { newVisit: boolean; newVisitor: boolean },
): Record<string, number> {
  const add: Record<string, number> = {};
  const inc = (name: string, by = 1) => (add[name] = (add[name] ?? 0) + by);
  if (visit.newVisitor) inc('visitors');
  if (visit.newVisit) {
    inc('visits');
    inc(DIMENSIONS.referrers + clean(event.referrer ?? '(direct)'));
    if (event.utmSource) inc(DIMENSIONS.utmSources + clean(event.utmSource));
    if (event.utmMedium) inc(DIMENSIONS.utmMediums + clean(event.utmMedium));
    if (event.utmCampaign) inc(DIMENSIONS.utmCampaigns + clean(event.utmCampaign));
    inc(DIMENSIONS.devices + clean(event.device ?? 'unknown'));
    inc(DIMENSIONS.browsers + clean(event.browser ?? 'Unknown'));
    inc(DIMENSIONS.countries + (event.country ?? 'unknown'));
  }
  if (event.eventName === PAGE_VIEW_EVENT) {
    inc('views');
    inc(DIMENSIONS.pages + clean(pathOf(event.pageUrl)));
  } else {
    inc(DIMENSIONS.events + event.eventName);
    const money = valueOf(event.eventData);
    if (money) inc(`${VALUE_PREFIX}${event.eventName}:${money.currency}`, money.value);
  }
  return add;
}
