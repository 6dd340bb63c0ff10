import * as z from 'zod';
import type { Store, TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/**
 * Keys of an account's ownership (issue 34; lambdas/table.ts lists every kind). An account's id is its first
 * owner's sub and never changes; once ownership moves, OWNER names the current owner (absent: the id's
 * person). OWNERSHIP_OFFER is the owner's standing offer to one admin, settled when accepted or withdrawn.
 */
export const ownershipKeys = {
  owner: (accountId: string) => ({ pk: `USER#${accountId}`, sk: 'CURRENT_OWNER' }),
  offer: (accountId: string) => ({ pk: `USER#${accountId}`, sk: 'OWNERSHIP_OFFER' }),
} as const;

export const ownershipKind: ItemKind = {
  name: 'ownership',
  patterns: [
    { what: "an account's current owner, once ownership moved", key: 'pk USER#{accountId} sk CURRENT_OWNER' },
    { what: "the owner's offer of ownership to an admin", key: 'pk USER#{accountId} sk OWNERSHIP_OFFER' },
  ],
};

const ownerSchema = z.object({ ownerId: z.string(), since: z.string() });

const offerSchema = z.object({
  offerId: z.string(),
  fromUserId: z.string(),
  fromEmail: z.string(),
  toUserId: z.string(),
  status: z.enum(['pending', 'accepted', 'withdrawn']),
  offeredAt: z.string(),
});
export type OwnershipOffer = z.output<typeof offerSchema>;

/** The account's current owner: the OWNER item's, else the account's id (its first owner's sub). */
export async function getOwnerId(store: Store, accountId: string): Promise<string> {
  const item = await store.get(ownershipKeys.owner(accountId));
  return item ? parseStored(ownershipKind.name, ownerSchema, item).ownerId : accountId;
}

/** The account's latest ownership offer, whatever its status. */
export async function getOwnershipOffer(
  store: Store,
  accountId: string,
): Promise<OwnershipOffer | undefined> {
  const item = await store.get(ownershipKeys.offer(accountId));
  return item ? parseStored(ownershipKind.name, offerSchema, item) : undefined;
}

/** A new offer, replacing any earlier one. */
export async function putOwnershipOffer(
  store: Store,
  accountId: string,
  offer: OwnershipOffer,
): Promise<void> {
  await store.put({ ...ownershipKeys.offer(accountId), ...offer });
}

/** Settles the pending offer `offerId` (only while pending and still that offer: a replaced one fails). */
export function settleOfferWrite(
  accountId: string,
  offerId: string,
  status: 'accepted' | 'withdrawn',
): TransactWrite {
  return {
    kind: 'update',
    key: ownershipKeys.offer(accountId),
    set: { status },
    condition: {
      all: [
        { attribute: 'offerId', equals: offerId },
        { attribute: 'status', equals: 'pending' },
      ],
    },
  };
}

/** Names the new owner, only while the owner is still `from` (two transfers at once: one wins). */
export function setOwnerWrite(accountId: string, from: string, to: string, since: string): TransactWrite {
  return {
    kind: 'put',
    item: { ...ownershipKeys.owner(accountId), ownerId: to, since },
    condition: { absentOr: { attribute: 'ownerId', equals: from } },
  };
}
