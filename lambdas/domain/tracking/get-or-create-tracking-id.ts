import { isTrackingId } from '../../../shared/tracking/event';
import { ConditionFailedError, type Store } from '../../ports/store';
import { getTrackingIdClaim, putTrackingIdClaim, setSetupTrackingId } from '../items/setup';
import { DomainError } from '../errors';
import { loadOwnSetup, SETUP_NOT_FOUND_MESSAGE } from './pixel-status';
import { generateTrackingId } from './tracking-id';

/**
 * get-or-create-tracking-id: the setup's tracking id, created on first use. Two tabs asking at once get
 * the same id: the claim item is written put-if-absent, the loser reads the winner's id, and both copy
 * it (and the gsi1 keys that make it resolvable by the ingest) onto the setup item.
 */
export async function getOrCreateTrackingId(
  deps: { store: Store },
  input: { sub: string; emailSetupId?: string },
): Promise<{ trackingPixelId: string }> {
  const setup = await loadOwnSetup(deps.store, input.sub, input.emailSetupId);
  if (setup.trackingId && isTrackingId(setup.trackingId)) return { trackingPixelId: setup.trackingId };

  let trackingId = generateTrackingId();
  try {
    await putTrackingIdClaim(deps.store, setup.setupId, trackingId);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    const claimed = await getTrackingIdClaim(deps.store, setup.setupId);
    if (!claimed || !isTrackingId(claimed)) throw error;
    trackingId = claimed;
  }
  try {
    await setSetupTrackingId(deps.store, setup.key, trackingId);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    throw new DomainError('not_found', 'setup_not_found', SETUP_NOT_FOUND_MESSAGE);
  }
  return { trackingPixelId: trackingId };
}
