import { isCommerceEventName } from '../../../shared/contracts/commerce-events';
import type { FlowDefinition } from '../../../shared/contracts/flows';
import { needsDataWords, triggerEventName } from '../../../shared/automations/needs-data';
import type { Store } from '../../ports/store';
import { recentCommerceEventNamed } from '../items/commerce-event';
import { getSetup } from '../items/setup';
import { recentTrackingEventNamed } from '../items/tracking-event';

/**
 * A flow summary's `needsData` (issue 32): the words for a trigger whose event the account has not received
 * lately, else undefined. Shop events are looked for among the account's last 1,000 commerce events, custom
 * ones among its last 1,000 tracking events: one Query each, whatever the account's history.
 */
export async function flowNeedsData(
  store: Store,
  accountId: string,
  definition: Pick<FlowDefinition, 'trigger'>,
): Promise<string | undefined> {
  const name = triggerEventName(definition.trigger);
  if (!name) return undefined;
  return (await eventArrived(store, accountId, name)) ? undefined : needsDataWords(name);
}

async function eventArrived(store: Store, accountId: string, name: string): Promise<boolean> {
  if (isCommerceEventName(name)) return recentCommerceEventNamed(store, accountId, name);
  const setup = await getSetup(store, accountId);
  return setup?.id ? recentTrackingEventNamed(store, setup.id, name) : false;
}
