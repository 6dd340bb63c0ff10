import type { Queue } from '../../../ports/queue';
import type { Store } from '../../../ports/store';
import { deleteParkedBatch, queryParkedBatches } from '../../items/parked-batch';
import type { SendJobMessage } from './messages';

/**
 * The seam the campaign routes call once a campaign's status is 'sending' (send now, a due schedule):
 * the send job runs off the request, on 'campaign-sends'.
 */
export async function startCampaignSend(ports: { queue: Queue }, campaign: SendJobMessage): Promise<void> {
  await ports.queue.send('campaign-sends', { sub: campaign.sub, campaignId: campaign.campaignId });
}

/**
 * After a paused campaign is 'sending' again: the job continues where it stopped (a job that had queued
 * everyone only checks whether the campaign is done) and the batches parked during the pause go back on
 * 'campaign-batches'. A batch put back twice is harmless (the claims and the batch's counted mark).
 */
export async function resumeCampaignSend(
  ports: { store: Store; queue: Queue },
  campaign: SendJobMessage,
): Promise<number> {
  await startCampaignSend(ports, campaign);
  const parked = await queryParkedBatches(ports.store, campaign.campaignId);
  const messages = parked.flatMap((batch) => (batch.message ? [batch.message] : []));
  if (messages.length) await ports.queue.sendBatch('campaign-batches', messages);
  await Promise.all(
    parked.map((batch) => deleteParkedBatch(ports.store, campaign.campaignId, batch.batchId)),
  );
  return messages.length;
}
