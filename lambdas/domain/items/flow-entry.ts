import * as z from 'zod';
import type { Reentry } from '../../../shared/contracts/flows';
import type { Store, TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/**
 * When a contact last entered a flow (issue 32): the re-entry rule's guard. Written in the same transaction
 * as the enrollment, with the rule as its condition: 'once' needs the item absent, 'after-days' needs the
 * last entry older than N days, 'every-time' has none.
 */
export const flowEntryKeys = {
  flowEntry: (accountId: string, flowId: string, contactId: string) => ({
    pk: `FLOWENR#${accountId}#${flowId}`,
    sk: `CONTACT#${contactId}`,
  }),
} as const;

export const flowEntryKind: ItemKind = {
  name: 'flow-entry',
  patterns: [
    {
      what: "a contact's last entry into a flow",
      key: 'pk FLOWENR#{accountId}#{flowId} sk CONTACT#{contactId}',
    },
  ],
};

const storedSchema = z.object({ enteredAtMs: z.number() });

export async function getLastEntryMs(
  store: Store,
  accountId: string,
  flowId: string,
  contactId: string,
): Promise<number | undefined> {
  const item = await store.get(flowEntryKeys.flowEntry(accountId, flowId, contactId));
  return item ? parseStored('flow-entry', storedSchema, item).enteredAtMs : undefined;
}

/** The guard's write for an entry at `nowMs`, given the last entry read before (undefined: never entered). */
export function flowEntryWrite(
  key: { accountId: string; flowId: string; contactId: string },
  reentry: Reentry,
  nowMs: number,
  lastMs: number | undefined,
): TransactWrite {
  const itemKey = flowEntryKeys.flowEntry(key.accountId, key.flowId, key.contactId);
  if (reentry.mode === 'once' || lastMs === undefined)
    return {
      kind: 'put',
      item: { ...itemKey, enteredAtMs: nowMs },
      ...(reentry.mode === 'every-time' ? {} : { condition: 'absent' as const }),
    };
  if (reentry.mode === 'every-time') return { kind: 'put', item: { ...itemKey, enteredAtMs: nowMs } };
  return {
    kind: 'update',
    key: itemKey,
    set: { enteredAtMs: nowMs },
    condition: { attribute: 'enteredAtMs', lessThan: nowMs - reentry.days * 86_400_000 + 1 },
  };
}
