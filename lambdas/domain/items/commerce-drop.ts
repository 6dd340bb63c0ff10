import * as z from 'zod';
import type { Store } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/**
 * Commerce events the site's script sent that did not match the schema (issue 31): dropped at the ingest,
 * never stored, but counted per setup with the last problem in plain words, so the tracking page can say
 * "3 events were dropped: Placed Order: order_id is required". Kept in the account's commerce partition,
 * so it goes with the account's commerce events.
 */
export const commerceDropKeys = {
  commerceDrops: (accountId: string, setupId: string) => ({
    pk: `COMMERCE#${accountId}`,
    sk: `DROPS#${setupId}`,
  }),
} as const;

export const commerceDropKind: ItemKind = {
  name: 'commerce-drop',
  patterns: [
    {
      what: 'dropped commerce events of a setup: count and last message',
      key: 'pk COMMERCE#{accountId} sk DROPS#{setupId}',
    },
  ],
};

export interface CommerceDrops {
  count: number;
  lastMessage: string;
  lastAt: string;
}

const storedSchema = z.object({
  count: z.number().int().min(0),
  lastMessage: z.string(),
  lastAt: z.string(),
});

/** Counts one dropped event (an atomic add) and keeps its message as the last one. */
export async function countCommerceDrop(
  store: Store,
  input: { accountId: string; setupId: string; message: string; at: string },
): Promise<void> {
  await store.transact([
    {
      kind: 'update',
      key: commerceDropKeys.commerceDrops(input.accountId, input.setupId),
      set: { lastMessage: input.message, lastAt: input.at },
      add: { count: 1 },
    },
  ]);
}

/** The setup's dropped-event count, or undefined when none was ever dropped. */
export async function getCommerceDrops(
  store: Store,
  accountId: string,
  setupId: string,
): Promise<CommerceDrops | undefined> {
  const item = await store.get(commerceDropKeys.commerceDrops(accountId, setupId));
  return item ? parseStored('commerce-drop', storedSchema, item) : undefined;
}
