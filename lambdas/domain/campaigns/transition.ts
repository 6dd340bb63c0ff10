import type { Campaign, CampaignStatus } from '../../../shared/contracts/campaigns';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Item, type Store, type TransactWrite } from '../../ports/store';
import { keys } from '../../table';
import { wrongStatus } from './campaign-errors';
import { toCampaign } from './campaign-item';
import { ownedCampaign } from './get-campaign';

export interface Transition {
  /** Statuses the change starts from; anything else is a 409 with `message`. */
  from: readonly CampaignStatus[];
  /** The new status (omit to keep it: an edit). */
  to?: CampaignStatus;
  message: string;
  /** Attributes to set (undefined removes one), given the item as read. */
  set?: (item: Item, at: string) => Item;
  /** More writes in the same transaction (a new snapshot). */
  extra?: (item: Item, at: string) => TransactWrite[];
}

/**
 * Changes a campaign on condition that its status is still the one read, so two changes (a pause racing the
 * worker's "sent", a cancel racing a send-now) never both apply. A lost race reads again once and answers
 * with the new status's 409.
 */
export async function transition(
  ports: { store: Store; clock: Clock },
  userId: string,
  campaignId: string,
  change: Transition,
): Promise<{ before: Item; campaign: Campaign }> {
  for (let attempt = 0; ; attempt += 1) {
    const item = await ownedCampaign(ports.store, userId, campaignId);
    const status = item.status as CampaignStatus;
    if (!change.from.includes(status)) throw wrongStatus(change.message);
    const at = ports.clock.now().toISOString();
    const set: Item = {
      ...change.set?.(item, at),
      updatedAt: at,
      ...(change.to ? { status: change.to } : {}),
    };
    try {
      await ports.store.transact([
        {
          kind: 'update',
          key: keys.campaign(userId, campaignId),
          set,
          condition: { attribute: 'status', equals: status },
        },
        ...(change.extra?.(item, at) ?? []),
      ]);
    } catch (error) {
      if (error instanceof ConditionFailedError && attempt === 0) continue;
      if (error instanceof ConditionFailedError) throw wrongStatus(change.message);
      throw error;
    }
    const next = { ...item, ...set };
    for (const [k, v] of Object.entries(set)) if (v === undefined) delete next[k];
    return { before: item, campaign: toCampaign(next) };
  }
}
