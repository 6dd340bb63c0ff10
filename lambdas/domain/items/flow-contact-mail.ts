import * as z from 'zod';
import type { Store } from '../../ports/store';
import { ConditionFailedError } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/**
 * When a contact last got an automated email from any flow (issue 32): smart sending's guard (no second
 * automated email within the account's hours, 16 by default).
 */
export const flowContactMailKeys = {
  contactMail: (accountId: string, contactId: string) => ({ pk: `FLOWMAIL#${accountId}`, sk: contactId }),
} as const;

export const flowContactMailKind: ItemKind = {
  name: 'flow-contact-mail',
  patterns: [{ what: "a contact's last automated email", key: 'pk FLOWMAIL#{accountId} sk {contactId}' }],
};

const storedSchema = z.object({ sentAtMs: z.number() });

export async function lastAutomatedMailMs(store: Store, accountId: string, contactId: string) {
  const item = await store.get(flowContactMailKeys.contactMail(accountId, contactId));
  return item ? parseStored('flow-contact-mail', storedSchema, item).sentAtMs : undefined;
}

/**
 * Claims the contact's automated-mail slot at `nowMs` unless one was taken within `windowMs`: false when
 * smart sending says skip. `lastMs` is what was read before (undefined: never mailed).
 */
export async function claimAutomatedMail(
  store: Store,
  key: { accountId: string; contactId: string },
  nowMs: number,
  windowMs: number,
  lastMs: number | undefined,
): Promise<boolean> {
  const itemKey = flowContactMailKeys.contactMail(key.accountId, key.contactId);
  try {
    if (lastMs === undefined)
      await store.transact([{ kind: 'put', item: { ...itemKey, sentAtMs: nowMs }, condition: 'absent' }]);
    else
      await store.transact([
        {
          kind: 'update',
          key: itemKey,
          set: { sentAtMs: nowMs },
          condition: { attribute: 'sentAtMs', lessThan: nowMs - windowMs + 1 },
        },
      ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

/** Records an email that opted out of smart sending (it still counts for the next one). */
export async function noteAutomatedMail(
  store: Store,
  key: { accountId: string; contactId: string },
  nowMs: number,
) {
  await store.put({ ...flowContactMailKeys.contactMail(key.accountId, key.contactId), sentAtMs: nowMs });
}
