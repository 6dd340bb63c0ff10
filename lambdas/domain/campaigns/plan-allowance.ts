import { isSubscriptionTier, monthlySendLimits } from '../../../shared/plans';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { keys } from '../../table';
import { sendMonth, sentThisMonth } from '../items/monthly-sends';

/** The caller's monthly send allowance: the plan's limit (free when the profile has no plan) and what is used. */
export async function planAllowance(
  ports: { store: Store; clock: Clock },
  userId: string,
): Promise<{ month: string; limit: number; used: number }> {
  const month = sendMonth(ports.clock.now());
  const [profile, used] = await Promise.all([
    ports.store.get(keys.profile(userId)),
    sentThisMonth(ports.store, userId, month),
  ]);
  const tier = typeof profile?.subscriptionTier === 'string' ? profile.subscriptionTier : 'free';
  return { month, limit: monthlySendLimits[isSubscriptionTier(tier) ? tier : 'free'], used };
}
