import {
  PIXEL_NO_RECENT_MESSAGE,
  PIXEL_NOT_YET_RECEIVED_MESSAGE,
  PIXEL_RECEIVED_MESSAGE,
  type PixelStatusResponse,
} from '../../../shared/tracking/status';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import { getFirstEventMarker, latestTrackingEvent } from '../items/tracking-event';
import { getSetupTrackingView } from '../items/setup';
import { getCommerceDrops } from '../items/commerce-drop';

/** docs/product.md › Tracking page: "Setup Incomplete" on the tracking page. */
export const SETUP_NOT_FOUND_MESSAGE = 'Email setup not found. Please complete previous steps.';

/** The account's setup, checked against the setup id the page sent (when it sent one). */
export async function loadOwnSetup(store: Store, accountId: string, setupId?: string) {
  const setup = await getSetupTrackingView(store, accountId);
  if (!setup || (setupId !== undefined && setup.setupId !== setupId)) {
    throw new DomainError('not_found', 'setup_not_found', SETUP_NOT_FOUND_MESSAGE);
  }
  return setup;
}

/**
 * test-pixel-status: success with when the first and the latest event arrived and from which page, or
 * the 'not yet received' message (the page adds PIXEL_HELP_TEXT for it).
 */
export async function pixelStatus(
  deps: { store: Store },
  input: { accountId: string; setupId?: string },
): Promise<PixelStatusResponse> {
  const setup = await loadOwnSetup(deps.store, input.accountId, input.setupId);
  const [latest, drops] = await Promise.all([
    latestTrackingEvent(deps.store, setup.setupId),
    getCommerceDrops(deps.store, setup.accountId, setup.setupId),
  ]);
  const dropped = drops ? { dropped: drops } : {};

  let firstEventAt = setup.trackingFirstEventAt;
  let firstPageUrl = setup.trackingFirstPageUrl;
  if (!firstEventAt) {
    // The setup write may have lost a race with an onboarding upsert; the marker is the authority.
    const marker = await getFirstEventMarker(deps.store, setup.setupId);
    firstEventAt = marker?.firstEventAt ?? latest?.receivedAt;
    firstPageUrl = marker?.pageUrl;
  }
  if (!firstEventAt) return { success: false, message: PIXEL_NOT_YET_RECEIVED_MESSAGE, ...dropped };

  return {
    success: true,
    message: latest ? PIXEL_RECEIVED_MESSAGE : PIXEL_NO_RECENT_MESSAGE,
    details: {
      firstEventAt,
      latestEventAt: latest?.receivedAt ?? null,
      pageUrl: latest?.pageUrl ?? firstPageUrl ?? null,
      eventName: latest?.eventName ?? null,
    },
    ...dropped,
  };
}
