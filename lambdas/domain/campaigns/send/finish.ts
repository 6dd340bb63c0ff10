import { campaignTransitions } from '../../../../shared/campaigns/status-transitions';
import type { Clock } from '../../../ports/clock';
import { ConditionFailedError, type Store } from '../../../ports/store';
import { changeCampaign, getCampaign } from '../../items/campaign';
import { settleReservation } from './settle-reservation';

/**
 * Called after counts change (a batch counted, the job done). A campaign is done when its job has queued
 * everyone (`queuedAll`) and every queued recipient is accounted for (sent + failed + skipped). Whoever sees
 * that last (the job or a worker) moves it from 'sending' to 'sent', or to 'held' when the job stopped at
 * the month's allowance (`stoppedBy`, hold.ts); the condition makes the move happen once, and never out of
 * 'paused' or 'cancelled'. Either way what was reserved and not mailed is given back.
 */
export async function finishIfDone(
  store: Store,
  accountId: string,
  campaignId: string,
  clock: Clock,
): Promise<boolean> {
  const campaign = await getCampaign(store, accountId, campaignId);
  // Counts that landed after a cancel (mail in flight then): the reservation is settled again.
  if (campaign?.status === 'cancelled') {
    await settleReservation(store, accountId, campaignId);
    return false;
  }
  if (!campaign || campaign.status !== 'sending' || !campaign.queuedAll) return false;
  const { sent, failed, skipped, queued } = campaign.counters;
  if (sent + failed + skipped < queued) return false;
  const at = clock.now().toISOString();
  const move = campaign.stoppedBy === 'allowance' ? campaignTransitions.hold : campaignTransitions.finish;
  try {
    await store.transact([
      changeCampaign(
        accountId,
        campaignId,
        { status: move.to, ...(move.to === 'sent' ? { finishedAt: at } : {}), updatedAt: at },
        'sending',
      ),
    ]);
    // The skipped recipients were reserved with the rest: their part of the allowance comes back.
    await settleReservation(store, accountId, campaignId);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}
