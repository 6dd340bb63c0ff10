import { isCommerceEventName } from '../../../shared/contracts/commerce-events';
import type { FlowDefinition } from '../../../shared/contracts/flows';
import {
  needsDataWords,
  needsDateFieldWords,
  triggerEventName,
} from '../../../shared/automations/needs-data';
import { fieldKeyOf } from '../../../shared/contacts/custom-fields';
import type { Store } from '../../ports/store';
import { recentCommerceEventNamed } from '../items/commerce-event';
import { getContactFields } from '../items/contact-fields';
import { getSetup } from '../items/setup';
import { recentTrackingEventNamed } from '../items/tracking-event';

/**
 * A flow summary's `needsData` (issue 32): the words for a trigger whose event the account has not received
 * lately, else undefined. Shop events are looked for among the account's last 1,000 commerce events, custom
 * ones among its last 1,000 tracking events: one Query each, whatever the account's history. A yearly-date
 * trigger needs a date field of that name among the account's contact fields (one Get).
 */
export async function flowNeedsData(
  store: Store,
  accountId: string,
  definition: Pick<FlowDefinition, 'trigger'>,
): Promise<string | undefined> {
  const { trigger } = definition;
  if (trigger.type === 'date-property') {
    const key = fieldKeyOf(trigger.field);
    const fields = await getContactFields(store, accountId);
    return fields.some((f) => f.key === key && f.type === 'date')
      ? undefined
      : needsDateFieldWords(trigger.field);
  }
  const name = triggerEventName(trigger);
  if (!name) return undefined;
  return (await eventArrived(store, accountId, name)) ? undefined : needsDataWords(name);
}

async function eventArrived(store: Store, accountId: string, name: string): Promise<boolean> {
  if (isCommerceEventName(name)) return recentCommerceEventNamed(store, accountId, name);
  const setup = await getSetup(store, accountId);
  return setup?.id ? recentTrackingEventNamed(store, setup.id, name) : false;
}
