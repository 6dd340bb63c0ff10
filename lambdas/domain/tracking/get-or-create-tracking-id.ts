import { isTrackingId } from '../../../shared/tracking/event';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import { loadOwnSetup, SETUP_NOT_FOUND_MESSAGE } from './pixel-status';
import { claimTrackingId, setSetupTrackingId } from '../items/setup';
import { generateTrackingId } from './tracking-id';

/**
 * get-or-create-tracking-id: the setup's tracking id, created on first use. Two tabs asking at once get
 * the same id: the claim item is written put-if-absent, the loser reads the winner's id, and both copy
 * it (and the gsi1 keys that make it resolvable by the ingest) onto the setup item.
 */
export async function getOrCreateTrackingId(
  deps: { store: Store },
  input: { accountId: string; setupId?: string },
): Promise<{ trackingPixelId: string }> {
  const setup = await loadOwnSetup(deps.store, input.accountId, input.setupId);
  if (setup.trackingId && isTrackingId(setup.trackingId)) return { trackingPixelId: setup.trackingId };

  const trackingId = await claimTrackingId(deps.store, setup.setupId, generateTrackingId());
  if (!(await setSetupTrackingId(deps.store, setup, trackingId)))
    throw new DomainError('not_found', 'setup_not_found', SETUP_NOT_FOUND_MESSAGE);
  return { trackingPixelId: trackingId };
}
