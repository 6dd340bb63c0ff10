import {
  type CommerceEvent,
  isCommerceEventName,
  parseCommerceEvent,
} from '../../../shared/contracts/commerce-events';
import type { TrackingEvent } from '../../../shared/tracking/event';
import type { Store } from '../../ports/store';
import { recordCommerceEvent } from '../commerce/record-event';
import { DomainError } from '../errors';
import { countCommerceDrop } from '../items/commerce-drop';
import type { SetupTrackingView } from '../items/setup';

/**
 * The tracking ingest's part for commerce events (issue 31). An event named like one of the four
 * (Viewed Product, Added to Cart, Started Checkout, Placed Order) has its event_data checked against the one
 * schema (shared/contracts/commerce-events.ts) before anything is stored: a bad one is counted on the setup
 * (the tracking page shows the count and the last message) and refused with a 400 carrying the plain
 * message, which the script prints with console.warn on the site. A good one is stored as a tracking event,
 * as any other, and recorded through recordCommerceEvent for the site's account.
 */

export const BAD_COMMERCE_EVENT = 'bad_commerce_event';

/**
 * The validated commerce event of a tracking event; undefined for any other event name. A bad one is
 * counted and refused (DomainError 'invalid'); the count is best effort, the refusal is not.
 */
export async function checkSiteCommerceEvent(
  store: Store,
  setup: SetupTrackingView,
  event: TrackingEvent,
  now: Date,
): Promise<CommerceEvent | undefined> {
  if (!isCommerceEventName(event.event_name)) return undefined;
  const parsed = parseCommerceEvent(event.event_name, event.event_data);
  if (parsed.ok) return parsed.event;
  const message = parsed.message;
  await countCommerceDrop(store, {
    accountId: setup.accountId,
    setupId: setup.setupId,
    message,
    at: now.toISOString(),
  }).catch(() => undefined);
  throw new DomainError('invalid', BAD_COMMERCE_EVENT, message);
}

/**
 * Records an accepted site event for the setup's account; `contactId` is the visitor's contact when the
 * ingest identified them (issue 31, identified visitors). A second Placed Order with the same order_id is
 * not stored again (recordCommerceEvent), and is not an error for the site.
 */
export async function recordSiteCommerceEvent(
  store: Store,
  input: {
    setup: SetupTrackingView;
    event: CommerceEvent;
    contactId?: string;
    /** The tracking event's attribution hashes, when the request's facts gave them. */
    hashes: { attributionHash?: string; attributionHashPrev?: string };
    now: Date;
  },
): Promise<void> {
  const { attributionHash, attributionHashPrev } = input.hashes;
  await recordCommerceEvent(store, {
    accountId: input.setup.accountId,
    event: input.event,
    source: 'site',
    ...(input.contactId ? { contactId: input.contactId } : {}),
    visit: { setupId: input.setup.setupId, attributionHash, attributionHashPrev },
    now: input.now,
  });
}
