import type { Clock } from '../../../ports/clock';
import { ConditionFailedError, type Item, type Store } from '../../../ports/store';
import { keys } from '../../../table';

/** A schedule may fire up to a minute early or late (EventBridge Scheduler's window); early by more is a moved one. */
const EARLY_MS = 60_000;

/**
 * A scheduled campaign whose time has come becomes 'sending' (startedAt now), on condition that it is still
 * scheduled for the same time: a schedule that fires after the campaign was moved, cancelled or sent starts
 * nothing. Returns the campaign as it now is, or undefined when it is not to be sent now.
 */
export async function startScheduledCampaign(
  ports: { store: Store; clock: Clock },
  sub: string,
  campaignId: string,
  campaign: Item,
): Promise<Item | undefined> {
  const scheduledAt = typeof campaign.scheduledAt === 'string' ? campaign.scheduledAt : undefined;
  const now = ports.clock.now();
  if (campaign.status !== 'scheduled' || !scheduledAt) return undefined;
  if (new Date(scheduledAt).getTime() - now.getTime() > EARLY_MS) return undefined;
  const at = now.toISOString();
  const set = { status: 'sending', startedAt: at, updatedAt: at };
  try {
    await ports.store.transact([
      {
        kind: 'update',
        key: keys.campaign(sub, campaignId),
        set,
        condition: {
          all: [
            { attribute: 'status', equals: 'scheduled' },
            { attribute: 'scheduledAt', equals: scheduledAt },
          ],
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionFailedError) return undefined;
    throw error;
  }
  return { ...campaign, ...set };
}
