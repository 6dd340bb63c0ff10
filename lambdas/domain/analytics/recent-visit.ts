import type { Store } from '../../ports/store';
import { latestCampaignEvent } from '../items/tracking-event';
import type { Touch } from './attribution';
import { clean } from './dimensions';

/**
 * The order/visit race (issue 31). A campaign visit's touch item is written by the tracking aggregator off
 * the stream of tracking events; an order is counted off the stream of commerce events. The two triggers
 * run in either order, so an order placed seconds after its campaign visit may be counted before the visit's
 * touch exists. The visit's raw event, though, was stored by the ingest before the order was even sent, so the
 * order counter also reads the site's events of the last RECENT_VISIT_MINUTES before the order (newest
 * first, strongly consistent, stopping at the visitor's latest campaign event): the aggregator's lag is
 * seconds, and a visit older than that has its touch item. An event carrying utm_campaign is always in a
 * campaign visit of that campaign (a visit with other UTM tags starts a new one, visits.ts), so its time
 * stands for the visit's, within the visit's own length.
 * Cost: one Query per order with a visitor, reading the site's events between the visit and the order
 * (usually a few items), at most MAX_PAGES pages of 1 MB.
 */
export const RECENT_VISIT_MINUTES = 60;
const MAX_PAGES = 4;

export async function recentVisitTouch(
  store: Store,
  setupId: string,
  hashes: readonly string[],
  orderIso: string,
): Promise<Touch | undefined> {
  const orderMs = Date.parse(orderIso);
  if (hashes.length === 0 || Number.isNaN(orderMs)) return undefined;
  const seen = await latestCampaignEvent(store, {
    setupId,
    hashes,
    fromIso: new Date(orderMs - RECENT_VISIT_MINUTES * 60_000).toISOString(),
    toIso: orderIso,
    maxPages: MAX_PAGES,
  });
  return seen ? { campaign: clean(seen.utmCampaign), atMs: Date.parse(seen.receivedAt) } : undefined;
}
