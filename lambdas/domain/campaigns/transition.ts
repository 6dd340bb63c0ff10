import type { Campaign, CampaignStatus } from '../../../shared/contracts/campaigns';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store, type TransactWrite } from '../../ports/store';
import {
  campaignChanged,
  campaignOf,
  changeCampaign,
  type CampaignChange,
  type CampaignRecord,
} from '../items/campaign';
import { wrongStatus } from './campaign-errors';
import { ownedCampaign } from './get-campaign';

export interface Transition {
  /** Statuses the change starts from; anything else is a 409 with `message`. */
  from: readonly CampaignStatus[];
  /** The new status (omit to keep it: an edit). */
  to?: CampaignStatus;
  message: string;
  /** Attributes to set (undefined removes one), given the campaign as read. */
  set?: (campaign: CampaignRecord, at: string) => CampaignChange;
  /** More writes in the same transaction (a new snapshot). */
  extra?: (campaign: CampaignRecord, at: string) => TransactWrite[];
}

/**
 * Changes a campaign on condition that its status is still the one read, so two changes (a pause racing the
 * worker's "sent", a cancel racing a send-now) never both apply. A lost race reads again once and answers
 * with the new status's 409.
 */
export async function transition(
  ports: { store: Store; clock: Clock },
  accountId: string,
  campaignId: string,
  change: Transition,
): Promise<{ before: CampaignRecord; campaign: Campaign }> {
  for (let attempt = 0; ; attempt += 1) {
    const before = await ownedCampaign(ports.store, accountId, campaignId);
    const status = before.status;
    if (!change.from.includes(status)) throw wrongStatus(change.message);
    const at = ports.clock.now().toISOString();
    const set: CampaignChange = {
      ...change.set?.(before, at),
      updatedAt: at,
      ...(change.to ? { status: change.to } : {}),
    };
    try {
      await ports.store.transact([
        changeCampaign(accountId, campaignId, set, status),
        ...(change.extra?.(before, at) ?? []),
      ]);
    } catch (error) {
      if (error instanceof ConditionFailedError && attempt === 0) continue;
      if (error instanceof ConditionFailedError) throw wrongStatus(change.message);
      throw error;
    }
    return { before, campaign: campaignOf(campaignChanged(before, set)) };
  }
}
