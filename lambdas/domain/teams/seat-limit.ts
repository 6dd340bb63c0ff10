import { seatLimits } from '../../../shared/contracts/teams';
import type { Store } from '../../ports/store';
import { getProfile } from '../items/profile';

/** The seats of the account's plan (the owner's profile holds it; no plan yet: Free's one seat). */
export async function seatLimitOf(store: Store, accountId: string): Promise<number> {
  const tier = (await getProfile(store, accountId))?.subscriptionTier ?? 'free';
  return seatLimits[tier];
}
