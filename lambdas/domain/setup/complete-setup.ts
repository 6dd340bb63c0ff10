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
import { keys } from '../../table';
import { DomainError } from '../errors';
import { REV, toSetup } from './setup-item';
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
  const key = keys.setup(input.userId);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const item = await deps.store.get(key);
    if (!item) throw setupIncomplete();
    const setup = toSetup(item);
    if (setup.formComplete) return setup;
    if (!canAutoComplete(setup, input.profile)) {
      throw firstMissingItem(setup) !== null ? setupIncomplete() : subscriptionRequired();
    }

    const rev = item[REV];
    const updatedAt = deps.clock.now().toISOString();
    const set = { formComplete: true, updatedAt, [REV]: typeof rev === 'number' ? rev + 1 : 1 };
    try {
      await deps.store.transact([
        {
          kind: 'update',
          key,
          set,
          condition: typeof rev === 'number' ? { attribute: REV, equals: rev } : 'present',
        },
      ]);
      return toSetup({ ...item, ...set });
    } catch (error) {
      if (!(error instanceof ConditionFailedError) && !(error instanceof TransactionConflictError))
        throw error;
    }
  }
  throw setupBusy();
}
