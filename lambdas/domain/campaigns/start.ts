import type { Queue } from '../../ports/queue';
import type { Schedules } from '../../ports/schedules';
import type { Store } from '../../ports/store';
import { resumeCampaignSend, startCampaignSend as queueSendJob } from './send/start';

/**
 * Where the campaign routes hand over to sending (lambdas/domain/sending). The campaign item already says
 * 'sending' when these run; the send job runs off the request, on the 'campaign-sends' queue.
 */
export interface SendPorts {
  queue: Queue;
}

/** Send now: the send job pages the audience onto 'campaign-batches'. */
export function startCampaignSend(ports: SendPorts, sub: string, campaignId: string): Promise<void> {
  return queueSendJob(ports, { sub, campaignId });
}

/** Resume: the job continues where it stopped, and the batches parked during the pause go back on the queue. */
export async function resumeCampaignSendOf(
  ports: SendPorts & { store: Store },
  sub: string,
  campaignId: string,
): Promise<void> {
  await resumeCampaignSend(ports, { sub, campaignId });
}

/** The one-time schedule of a campaign (EventBridge Scheduler in AWS, the local scheduler locally). */
export const campaignScheduleId = (campaignId: string) => `campaign-${campaignId}`;

/**
 * A scheduled campaign: at `at` the schedule puts a send-job message on 'campaign-sends'; the job starts the
 * campaign only if it is still scheduled for a time that has come (lambdas/domain/sending/start-scheduled.ts),
 * so a moved or cancelled schedule that fires anyway sends nothing.
 */
export function scheduleCampaignSend(
  ports: { schedules: Schedules },
  sub: string,
  campaignId: string,
  at: string,
): Promise<void> {
  return ports.schedules.at(campaignScheduleId(campaignId), at, {
    queue: 'campaign-sends',
    body: { sub, campaignId },
  });
}

export function cancelCampaignSchedule(ports: { schedules: Schedules }, campaignId: string): Promise<void> {
  return ports.schedules.cancel(campaignScheduleId(campaignId));
}
