import * as z from 'zod';
import type { Store } from '../../ports/store';
import type { ItemKind } from './item-kind';

/**
 * Keys of the opt-in mail count item (lambdas/table.ts lists every kind): the confirmation mails one address
 * got lately, across every form and account, named by the address's keyed hash (contacts/email-hash.ts), as
 * suppression items are: the address itself is never stored.
 */
export const optinMailCountKeys = {
  optinMailCount: (emailHash: string) => ({ pk: `OPTINMAIL#${emailHash}`, sk: 'SENT' }),
} as const;

export const optinMailCountKind: ItemKind = {
  name: 'optin-mail-count',
  patterns: [
    {
      what: 'confirmation mails an address got lately (keyed hash; all forms and accounts)',
      key: 'pk OPTINMAIL#{emailHash} sk SENT (TTL expiresAt)',
    },
  ],
};

/** `sentAtMs`: when each recent confirmation mail went out; `rev`: the revision a compare-and-swap takes. */
const countSchema = z.object({
  sentAtMs: z.array(z.number()).catch([]),
  rev: z.number().catch(0),
});

export interface OptinMailCount {
  sentAtMs: number[];
  rev: number;
  exists: boolean;
}

export async function getOptinMailCount(store: Store, emailHash: string): Promise<OptinMailCount> {
  const item = await store.get(optinMailCountKeys.optinMailCount(emailHash));
  if (!item) return { sentAtMs: [], rev: 0, exists: false };
  return { ...countSchema.parse(item), exists: true };
}

/**
 * Stores the recent sends, only if nobody wrote the item since `read` (ConditionFailedError or
 * TransactionConflictError otherwise); DynamoDB's TTL removes it at `expiresAt` (seconds).
 */
export async function putOptinMailCount(
  store: Store,
  emailHash: string,
  read: OptinMailCount,
  next: { sentAtMs: number[]; expiresAt: number },
): Promise<void> {
  const item = { ...optinMailCountKeys.optinMailCount(emailHash), ...next, rev: read.rev + 1 };
  if (!read.exists) await store.put(item, 'absent');
  else await store.transact([{ kind: 'put', item, condition: { attribute: 'rev', equals: read.rev } }]);
}
