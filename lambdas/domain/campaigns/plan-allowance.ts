import { isSubscriptionTier, monthlySendLimits } from '../../../shared/plans';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { getProfileRecord } from '../items/profile';
import { sendMonth, sentThisMonth } from '../items/monthly-sends';

/** The caller's monthly send allowance: the plan's limit (free when the profile has no plan) and what is used. */
export async function planAllowance(
  ports: { store: Store; clock: Clock },
  userId: string,
): Promise<{ month: string; limit: number; used: number }> {
  const month = sendMonth(ports.clock.now());
  const [profile, used] = await Promise.all([
    getProfileRecord(ports.store, userId),
    sentThisMonth(ports.store, userId, month),
  ]);
  const tier = profile?.subscriptionTier ?? 'free';
  return { month, limit: monthlySendLimits[isSubscriptionTier(tier) ? tier : 'free'], used };
}
