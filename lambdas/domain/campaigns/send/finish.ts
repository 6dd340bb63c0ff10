import type { Clock } from '../../../ports/clock';
import { ConditionFailedError, type Store } from '../../../ports/store';
import { keys } from '../../../table';
import { settleReservation } from './settle-reservation';

const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/**
 * Called after counts change (a batch counted, the job done). A campaign is sent when its job has queued everyone (`queuedAll`) and every queued recipient is
 * accounted for (sent + failed + skipped). Whoever sees that last (the job or a worker) moves it from
 * 'sending' to 'sent'; the condition makes the move happen once, and never out of 'paused' or 'cancelled'.
 */
export async function finishIfDone(
  store: Store,
  sub: string,
  campaignId: string,
  clock: Clock,
): Promise<boolean> {
  const campaign = await store.get(keys.campaign(sub, campaignId));
  // Counts that landed after a cancel (mail in flight then): the reservation is settled again.
  if (campaign?.status === 'cancelled') {
    await settleReservation(store, sub, campaignId);
    return false;
  }
  if (!campaign || campaign.status !== 'sending' || campaign.queuedAll !== true) return false;
  if (num(campaign.sent) + num(campaign.failed) + num(campaign.skipped) < num(campaign.queued)) return false;
  const at = clock.now().toISOString();
  try {
    await store.transact([
      {
        kind: 'update',
        key: keys.campaign(sub, campaignId),
        set: { status: 'sent', finishedAt: at, updatedAt: at },
        condition: { attribute: 'status', equals: 'sending' },
      },
    ]);
    // The skipped recipients were reserved with the rest: their part of the allowance comes back.
    await settleReservation(store, sub, campaignId);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}
