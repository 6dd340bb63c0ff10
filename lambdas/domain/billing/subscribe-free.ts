import { ACTIVE_SUBSCRIPTION_STATUS, type Profile } from '../../../shared/contracts/profile';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { getProfileRecord, toProfile, updateProfilePlan } from '../items/profile';
import { ensureProfile, type Caller } from '../profile/ensure-profile';
import { paidSubscriptionActive } from './billing-errors';
import { hasActivePaidSubscription } from './subscription';

/**
 * subscribe-to-free-plan (docs/product.md › Plans): the free tier, active at once. A user who pays through Stripe is sent to
 * Manage billing instead (409), so a paid subscription is never left running behind a free profile. Choosing
 * free again is harmless.
 */
export async function subscribeFree(deps: { store: Store; clock: Clock }, caller: Caller): Promise<Profile> {
  await ensureProfile(deps, caller);
  // The account's plan (issue 34: its owner may be a member whose sub is not the account's id).
  const accountId = caller.accountId ?? caller.userId;
  const current = await getProfileRecord(deps.store, accountId);
  if (current && hasActivePaidSubscription(current)) throw paidSubscriptionActive();
  const updated = await updateProfilePlan(deps.store, accountId, {
    subscriptionTier: 'free',
    subscriptionStatus: ACTIVE_SUBSCRIPTION_STATUS,
    updatedAt: deps.clock.now().toISOString(),
  });
  return toProfile(updated);
}
