import type { Schedules } from '../../ports/schedules';

/** The one-time schedule of a campaign (EventBridge Scheduler in AWS, the local scheduler locally). */
export const campaignScheduleId = (campaignId: string) => `campaign-${campaignId}`;

/**
 * A scheduled campaign: at `at` the schedule puts a send-job message on 'campaign-sends'; the job starts the
 * campaign only if it is still scheduled for a time that has come (send/start-scheduled.ts), so a moved or
 * cancelled schedule that fires anyway sends nothing.
 */
export function scheduleCampaignSend(
  ports: { schedules: Schedules },
  accountId: string,
  campaignId: string,
  at: string,
): Promise<void> {
  return ports.schedules.at(campaignScheduleId(campaignId), at, {
    queue: 'campaign-sends',
    body: { sub: accountId, campaignId },
  });
}

export function cancelCampaignSchedule(ports: { schedules: Schedules }, campaignId: string): Promise<void> {
  return ports.schedules.cancel(campaignScheduleId(campaignId));
}
