import type { Store } from '../../ports/store';
import { findAccountByTrackingId } from '../items/setup';
import { type ConversionGoals, conversionGoals, NO_GOALS } from './attribution';
import { readGoals } from './goals';

/**
 * The goals of the account a tracking id belongs to, for the aggregator: the setup by tracking id
 * (gsi1 TRACKING#{id}, whose pk is USER#{sub}), then the goals item. Two reads, made only for chunks
 * where a visitor has a campaign visit to credit, once per stream batch (`cache`).
 */
export async function goalsOfTrackingId(
  store: Store,
  trackingId: string,
  cache: Map<string, Promise<ConversionGoals>>,
): Promise<ConversionGoals> {
  let goals = cache.get(trackingId);
  if (!goals) {
    goals = (async () => {
      const accountId = await findAccountByTrackingId(store, trackingId);
      if (accountId === undefined) return NO_GOALS;
      return conversionGoals((await readGoals(store, accountId)).goals);
    })();
    cache.set(trackingId, goals);
    goals.catch(() => cache.delete(trackingId));
  }
  return goals;
}
