import { ConditionFailedError, type Store } from '../../ports/store';
import { analyticsCountersKeys, counterAddWrite } from '../items/analytics-counters';
import { appliedWrite } from '../items/analytics-visitor';
import { getTouch } from '../items/attribution-touch';
import type { StoredCommerceEvent } from '../items/commerce-event';
import { getSetupTrackingView } from '../items/setup';
import { CONVERSIONS_PREFIX, creditedCampaign, laterTouch, REVENUE_PREFIX, type Touch } from './attribution';
import { recentVisitTouch } from './recent-visit';

/**
 * Orders and revenue (issue 31), off the request path: the stream of stored commerce events (sort key
 * CEVENT#, lambdas/routes/analytics.ts) -> the site's UTC day item (dimensions.ts), each order once:
 *
 *   co                               orders (Placed Order events; one per order_id by recordCommerceEvent)
 *   ov:{currency}                    their value, per currency, in major units
 *
 * and, with the existing rules (attribution.ts), a Placed Order is a conversion with value: credited to the
 * last campaign visit of the same visitor (its 7-day attribution hashes, kept on site events) at most 7 days
 * before it, as `cc:{campaign}` and `cr:{campaign}:{currency}`, which the campaign's attribution shows. An
 * order from the API or Shopify has no visitor, so it counts as an order and revenue but is credited to no
 * campaign. The APPLIED# marker in the same transaction makes a redelivered record count once.
 */
export const ORDERS_COUNTER = 'co';
export const ORDER_VALUE_PREFIX = 'ov:';
const DAY_SECONDS = 24 * 60 * 60;
/** As the day items of the tracking aggregator. */
const DAY_TTL_SECONDS = 400 * DAY_SECONDS;
const MARKER_TTL_SECONDS = 2 * DAY_SECONDS;

/** What one order adds to its day item, credited to `campaign` when there is one; pure. */
export function orderCounters(
  order: Pick<StoredCommerceEvent, 'valueMinor' | 'currency'>,
  campaign: string | undefined,
): Record<string, number> {
  const value = order.valueMinor / 100;
  const add: Record<string, number> = {
    [ORDERS_COUNTER]: 1,
    [`${ORDER_VALUE_PREFIX}${order.currency}`]: value,
  };
  if (campaign) {
    add[`${CONVERSIONS_PREFIX}${campaign}`] = 1;
    add[`${REVENUE_PREFIX}${campaign}:${order.currency}`] = value;
  }
  return add;
}

/**
 * The last campaign visit known under the order's attribution hashes: the touch items the tracking
 * aggregator wrote, and (the order/visit race: the two stream triggers run in either order) the site's raw
 * events of the last RECENT_VISIT_MINUTES before the order, read strongly consistent, for a visit the
 * aggregator has not counted yet. Whichever trigger runs first, the order finds its visit.
 */
async function touchOf(
  store: Store,
  setupId: string,
  order: StoredCommerceEvent,
): Promise<Touch | undefined> {
  const hashes = [order.attributionHash, order.attributionHashPrev].filter((h): h is string => !!h);
  const [touches, recent] = await Promise.all([
    Promise.all(hashes.map((h) => getTouch(store, setupId, h))),
    recentVisitTouch(store, setupId, hashes, order.occurredAt),
  ]);
  return [...touches, recent].reduce(laterTouch, undefined);
}

export type OrderOutcome = 'counted' | 'already_counted' | 'not_an_order' | 'no_site';

/** Counts one stored commerce event, if it is an order, on its site's day item, exactly once. */
export async function countOrder(store: Store, order: StoredCommerceEvent, now: Date): Promise<OrderOutcome> {
  if (order.event.name !== 'Placed Order') return 'not_an_order';
  const setupId = order.setupId ?? (await getSetupTrackingView(store, order.accountId))?.setupId;
  if (!setupId) return 'no_site';
  const atMs = Date.parse(order.occurredAt);
  const campaign = creditedCampaign(await touchOf(store, setupId, order), atMs);
  const nowS = Math.floor(now.getTime() / 1000);
  const day = analyticsCountersKeys.analyticsDay(setupId, order.occurredAt.slice(0, 10));
  try {
    await store.transact([
      appliedWrite(setupId, `order:${order.eventId}`, nowS + MARKER_TTL_SECONDS),
      counterAddWrite(day, orderCounters(order, campaign), Math.floor(atMs / 1000) + DAY_TTL_SECONDS),
    ]);
  } catch (error) {
    if (error instanceof ConditionFailedError) return 'already_counted';
    throw error;
  }
  return 'counted';
}
