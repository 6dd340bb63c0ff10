import {
  PIXEL_NO_RECENT_MESSAGE,
  PIXEL_NOT_YET_RECEIVED_MESSAGE,
  PIXEL_RECEIVED_MESSAGE,
  type PixelStatusResponse,
} from '../../../shared/tracking/status';
import type { Store } from '../../ports/store';
import { keys } from '../../table';
import { DomainError } from '../errors';
import { getSetupTracking } from '../items/setup';

/** docs/product.md › Tracking page: "Setup Incomplete" on the tracking page. */
export const SETUP_NOT_FOUND_MESSAGE = 'Email setup not found. Please complete previous steps.';

const str = (value: unknown) => (typeof value === 'string' ? value : null);

/** The events of a setup: pk SETUP#{id}, sk EVENT#{iso}#{id} (newest first when queried descending). */
export function trackingEventsQuery(setupId: string) {
  return { partition: keys.trackingEvent(setupId, '', '').pk, beginsWith: keys.trackingEventPrefix };
}

/** The caller's setup (keys from the verified token's subject), checked against the id the page sent. */
export async function loadOwnSetup(store: Store, sub: string, emailSetupId?: string) {
  const setup = await getSetupTracking(store, sub);
  if (!setup || (emailSetupId !== undefined && setup.setupId !== emailSetupId)) {
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
  input: { sub: string; emailSetupId?: string },
): Promise<PixelStatusResponse> {
  const setup = await loadOwnSetup(deps.store, input.sub, input.emailSetupId);
  const [latest] = await deps.store.query({
    ...trackingEventsQuery(setup.setupId),
    ascending: false,
    limit: 1,
  });

  let firstEventAt = setup.trackingFirstEventAt;
  let firstPageUrl = setup.trackingFirstPageUrl;
  if (!firstEventAt) {
    // The setup write may have lost a race with an onboarding upsert; the marker is the authority.
    const marker = await deps.store.get(keys.firstTrackingEvent(setup.setupId));
    firstEventAt = str(marker?.firstEventAt) ?? str(latest?.receivedAt) ?? undefined;
    firstPageUrl = str(marker?.pageUrl) ?? undefined;
  }
  if (!firstEventAt) return { success: false, message: PIXEL_NOT_YET_RECEIVED_MESSAGE };

  return {
    success: true,
    message: latest ? PIXEL_RECEIVED_MESSAGE : PIXEL_NO_RECENT_MESSAGE,
    details: {
      firstEventAt,
      latestEventAt: str(latest?.receivedAt),
      pageUrl: str(latest?.pageUrl) ?? firstPageUrl ?? null,
      eventName: str(latest?.eventName),
    },
  };
}
