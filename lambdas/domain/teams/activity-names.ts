import type { Store } from '../../ports/store';
import { getCampaign } from '../items/campaign';
import { getFlow } from '../items/flow';

/**
 * The names the activity log gives a deletion, read just before it (after it, the item is gone). Undefined
 * for an item the account does not have: the deletion itself then answers its 404 and nothing is logged.
 */
export const campaignNameOf = async (store: Store, accountId: string, campaignId: string) =>
  (await getCampaign(store, accountId, campaignId))?.name;

export const flowNameOf = async (store: Store, accountId: string, flowId: string) =>
  (await getFlow(store, accountId, flowId))?.name;
