import type { Goal } from '../../../shared/contracts/analytics';
import type { Touch } from '../items/attribution-touch';
import { type CountedEvent, clean, PAGE_VIEW_EVENT, pathOf, valueOf } from './dimensions';

export type { Touch } from '../items/attribution-touch';

/**
 * Campaign attribution rules (issue 22), pure. A campaign visit is a visit whose first event carries
 * `utm_campaign` (any utm_source: the campaign's slug names one campaign, and a forwarded mail's link is
 * still that campaign); an event bringing other UTM tags than its visit's starts a new visit (visits.ts,
 * issue 29), so a link followed by someone already on the site is a campaign visit too. A conversion (an event or page the account marked as a goal) is credited to the
 * last campaign visit of the same visitor at or before it, when that visit is at most 7 days earlier:
 * in the same visit, or later for the same attribution hash (attribution-hash.ts). Each conversion is
 * credited once, to one campaign; the counters go on the day item of the conversion (dimensions.ts).
 */
export const ATTRIBUTION_WINDOW_DAYS = 7;
export const ATTRIBUTION_WINDOW_MS = ATTRIBUTION_WINDOW_DAYS * 24 * 60 * 60 * 1000;
export const CONVERSIONS_PREFIX = 'cc:';
export const REVENUE_PREFIX = 'cr:';

/** The goals of an account as sets, for one lookup per event. */
export interface ConversionGoals {
  events: ReadonlySet<string>;
  pages: ReadonlySet<string>;
}

export const NO_GOALS: ConversionGoals = { events: new Set(), pages: new Set() };

export function conversionGoals(goals: Goal[]): ConversionGoals {
  return {
    events: new Set(goals.filter((g) => g.kind === 'event').map((g) => g.value)),
    pages: new Set(goals.filter((g) => g.kind === 'page').map((g) => g.value)),
  };
}

/** The campaign an event's visit starts, if it is a campaign visit. */
export const campaignVisitOf = (event: CountedEvent, newVisit: boolean): string | undefined =>
  newVisit && event.utmCampaign ? clean(event.utmCampaign) : undefined;

export function isConversion(event: CountedEvent, goals: ConversionGoals): boolean {
  return event.eventName === PAGE_VIEW_EVENT
    ? goals.pages.has(pathOf(event.pageUrl))
    : goals.events.has(event.eventName);
}

/** The touch that gets the credit for a conversion at `atMs`: at or before it, at most 7 days earlier. */
export function creditedCampaign(touch: Touch | undefined, atMs: number): string | undefined {
  if (!touch || touch.atMs > atMs || atMs - touch.atMs > ATTRIBUTION_WINDOW_MS) return undefined;
  return touch.campaign;
}

/** Of two touches, the later one (the last campaign visit wins). */
export function laterTouch(a: Touch | undefined, b: Touch | undefined): Touch | undefined {
  if (!a) return b;
  if (!b) return a;
  return b.atMs > a.atMs ? b : a;
}

/** What a credited conversion adds to its day item. */
export function conversionCounters(campaign: string, event: CountedEvent): Record<string, number> {
  const add: Record<string, number> = { [`${CONVERSIONS_PREFIX}${campaign}`]: 1 };
  const money = event.eventName === PAGE_VIEW_EVENT ? undefined : valueOf(event.eventData);
  if (money) add[`${REVENUE_PREFIX}${campaign}:${money.currency}`] = money.value;
  return add;
}
