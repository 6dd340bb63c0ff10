import type { Store } from '../../ports/store';
import { getGoals } from '../items/analytics-goals';
import { setupOfTrackingId } from '../items/setup';
import { type ConversionGoals, conversionGoals, NO_GOALS } from './attribution';

/**
 * The goals of the account a tracking id belongs to, for the aggregator: the setup by tracking id
 * (gsi1 TRACKING#{id}), then its account's goals item. Two reads per site, once per stream batch
 * (`cache`): every visit may reach a goal (its converting visits, visits.ts).
 */
export async function goalsOfTrackingId(
  store: Store,
  trackingId: string,
  cache: Map<string, Promise<ConversionGoals>>,
): Promise<ConversionGoals> {
  let goals = cache.get(trackingId);
  if (!goals) {
    goals = (async () => {
      const setup = await setupOfTrackingId(store, trackingId);
      if (!setup?.accountId) return NO_GOALS;
      return conversionGoals((await getGoals(store, setup.accountId)).goals);
    })();
    cache.set(trackingId, goals);
    goals.catch(() => cache.delete(trackingId));
  }
  return goals;
}
