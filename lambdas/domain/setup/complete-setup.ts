import {
  setupErrorCodes,
  setupIncompleteToast,
  SUBSCRIPTION_REQUIRED_MESSAGE,
  type Setup,
} from '../../../shared/contracts/setup';
import type { Profile } from '../../../shared/contracts/profile';
import { canAutoComplete, firstMissingItem } from '../../../shared/onboarding/completion';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, TransactionConflictError, type Store } from '../../ports/store';
import { DomainError } from '../errors';
import { getSetupRecord, revisedSetupWrite } from '../items/setup';
import { setupBusy } from './update-setup';

const MAX_ATTEMPTS = 5;

export const setupIncomplete = () =>
  new DomainError('conflict', setupErrorCodes.setupIncomplete, setupIncompleteToast.description);
export const subscriptionRequired = () =>
  new DomainError('conflict', setupErrorCodes.subscriptionRequired, SUBSCRIPTION_REQUIRED_MESSAGE);

/**
 * POST /api/setup/complete: formComplete becomes true only when the rules the browser uses say so
 * (`canAutoComplete`: subscription active and all five items present). Already complete: answered as is.
 * The write is conditioned on the revision read, so a save that empties a step at the same moment either
 * lands first (and completion is refused on the retry) or after (and resets formComplete itself).
 */
export async function completeSetup(
  deps: { store: Store; clock: Clock },
  input: { userId: string; profile: Pick<Profile, 'subscriptionStatus'> },
): Promise<Setup> {
  // The account whose setup it is (today an account's id is its owner's sub).
  const accountId = input.userId;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const current = await getSetupRecord(deps.store, accountId);
    if (!current) throw setupIncomplete();
    const { setup } = current;
    if (setup.formComplete) return setup;
    if (!canAutoComplete(setup, input.profile)) {
      throw firstMissingItem(setup) !== null ? setupIncomplete() : subscriptionRequired();
    }

    const updatedAt = deps.clock.now().toISOString();
    const next = revisedSetupWrite(accountId, current, { formComplete: true, updatedAt });
    try {
      await deps.store.transact([next.write]);
      return next.setup;
    } catch (error) {
      if (!(error instanceof ConditionFailedError) && !(error instanceof TransactionConflictError))
        throw error;
    }
  }
  throw setupBusy();
}
