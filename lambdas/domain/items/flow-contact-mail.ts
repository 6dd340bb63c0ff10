import * as z from 'zod';
import { getMany, type Store, type TransactWrite } from '../../ports/store';
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

/** The last automated email of many contacts in one batched read (in order, undefined: never mailed). */
export async function lastAutomatedMailsMs(store: Store, accountId: string, contactIds: readonly string[]) {
  const items = await getMany(
    store,
    contactIds.map((contactId) => flowContactMailKeys.contactMail(accountId, contactId)),
  );
  return items.map((item) =>
    item ? parseStored('flow-contact-mail', storedSchema, item).sentAtMs : undefined,
  );
}

/**
 * The write that records an automated email to the contact at `nowMs`, in the step's transaction. With
 * `windowMs` (smart sending) it fails unless the last one is at least that old; `lastMs` is what was read
 * before (undefined: never mailed, so the item must still be absent).
 */
export function automatedMailWrite(
  key: { accountId: string; contactId: string },
  nowMs: number,
  windowMs: number | undefined,
  lastMs: number | undefined,
): TransactWrite {
  const itemKey = flowContactMailKeys.contactMail(key.accountId, key.contactId);
  if (windowMs === undefined) return { kind: 'put', item: { ...itemKey, sentAtMs: nowMs } };
  if (lastMs === undefined)
    return { kind: 'put', item: { ...itemKey, sentAtMs: nowMs }, condition: 'absent' };
  return {
    kind: 'update',
    key: itemKey,
    set: { sentAtMs: nowMs },
    condition: { attribute: 'sentAtMs', lessThan: nowMs - windowMs + 1 },
  };
}

/** The account's smart-sending partition (erased with the account). */
export const flowContactMailPartition = (accountId: string) =>
  flowContactMailKeys.contactMail(accountId, '').pk;
