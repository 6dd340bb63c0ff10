import type { Clock } from '../../../ports/clock';
import type { Store } from '../../../ports/store';
import { startScheduledCampaignItem, type CampaignRecord } from '../../items/campaign';

/** A schedule may fire up to a minute early or late (EventBridge Scheduler's window); early by more is a moved one. */
const EARLY_MS = 60_000;

/**
 * A scheduled campaign whose time has come becomes 'sending' (startedAt now), on condition that it is still
 * scheduled for the same time: a schedule that fires after the campaign was moved, cancelled or sent starts
 * nothing. Returns the campaign as it now is, or undefined when it is not to be sent now.
 */
export async function startScheduledCampaign(
  ports: { store: Store; clock: Clock },
  accountId: string,
  campaignId: string,
  campaign: CampaignRecord,
): Promise<CampaignRecord | undefined> {
  const scheduledAt = campaign.scheduledAt;
  const now = ports.clock.now();
  if (campaign.status !== 'scheduled' || !scheduledAt) return undefined;
  if (new Date(scheduledAt).getTime() - now.getTime() > EARLY_MS) return undefined;
  const at = now.toISOString();
  const started = await startScheduledCampaignItem(ports.store, {
    accountId,
    campaignId,
    scheduledAt,
    at,
  });
  return started ? { ...campaign, status: 'sending', startedAt: at, updatedAt: at } : undefined;
}
