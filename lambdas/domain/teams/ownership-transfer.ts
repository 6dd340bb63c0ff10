import { OWNERSHIP_ERRORS, type TeamRole } from '../../../shared/contracts/teams';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store, type TransactWrite } from '../../ports/store';
import { DomainError } from '../errors';
import { addMemberWrites, getMember, moveRoleWrites } from '../items/membership';
import {
  getOwnerId,
  getOwnershipOffer,
  putOwnershipOffer,
  setOwnerWrite,
  settleOfferWrite,
  type OwnershipOffer,
} from '../items/ownership';
import { offerStep, type OfferEvent } from './ownership-state';

interface Caller {
  accountId: string;
  userId: string;
  email: string;
  role: TeamRole;
}

/** The offer's next state for `event`, or its refusal thrown in words. */
function stepOrRefuse(offer: OwnershipOffer | undefined, event: OfferEvent): void {
  const step = offerStep(offer?.status ?? 'none', event);
  if (!step.ok) throw new DomainError(step.refusal.kind, step.refusal.error, step.refusal.message);
}

/** The owner offers ownership to one admin (issue 34); a new offer replaces an earlier one. */
export async function offerOwnership(
  deps: { store: Store; clock: Clock },
  owner: Caller,
  toUserId: string,
): Promise<{ message: string }> {
  const target = await getMember(deps.store, owner.accountId, toUserId);
  stepOrRefuse(undefined, { type: 'offer', targetRole: target?.role });
  await putOwnershipOffer(deps.store, owner.accountId, {
    offerId: globalThis.crypto.randomUUID(),
    fromUserId: owner.userId,
    fromEmail: owner.email,
    toUserId,
    status: 'pending',
    offeredAt: deps.clock.now().toISOString(),
  });
  return { message: `Ownership offered to ${target?.email ?? 'the admin'}. It moves when they accept.` };
}

/** The owner withdraws the pending offer; accepting it is refused from then on. */
export async function withdrawOwnership(store: Store, accountId: string): Promise<{ message: string }> {
  const offer = await getOwnershipOffer(store, accountId);
  stepOrRefuse(offer, { type: 'withdraw' });
  await settle(store, accountId, [settleOfferWrite(accountId, offer?.offerId ?? '', 'withdrawn')], {
    type: 'withdraw',
  });
  return { message: 'The offer of ownership was withdrawn.' };
}

/**
 * The admin accepts: in one transaction the offer is settled (only while pending), the admin becomes the
 * owner (only while still an admin), the old owner becomes an admin, and the account's owner is named
 * (only while still the one who offered). The account's id, and so every key of its items, stays.
 */
export async function acceptOwnership(
  deps: { store: Store; clock: Clock },
  caller: Caller,
): Promise<{ message: string }> {
  const { store } = deps;
  const { accountId } = caller;
  const offer = await getOwnershipOffer(store, accountId);
  const event: OfferEvent = {
    type: 'accept',
    byOfferee: offer?.toUserId === caller.userId,
    byRole: caller.role,
  };
  stepOrRefuse(offer, event);
  if (!offer) return { message: '' };
  const [owner, oldOwnerMember] = await Promise.all([
    getOwnerId(store, accountId),
    getMember(store, accountId, offer.fromUserId),
  ]);
  if (owner !== offer.fromUserId) stepOrRefuse({ ...offer, status: 'withdrawn' }, event);
  const now = deps.clock.now().toISOString();
  const oldOwnerWrites = oldOwnerMember
    ? moveRoleWrites(accountId, offer.fromUserId, 'owner', 'admin')
    : addMemberWrites({
        accountId,
        userId: offer.fromUserId,
        role: 'admin',
        email: offer.fromEmail,
        joinedAt: now,
      });
  await settle(
    store,
    accountId,
    [
      settleOfferWrite(accountId, offer.offerId, 'accepted'),
      ...moveRoleWrites(accountId, caller.userId, 'admin', 'owner'),
      ...oldOwnerWrites,
      setOwnerWrite(accountId, offer.fromUserId, caller.userId, now),
    ],
    event,
  );
  return { message: 'You are now the owner of this account. The previous owner is an admin.' };
}

/** Runs the writes; a condition lost to a concurrent change is answered by the offer as it now stands. */
async function settle(store: Store, accountId: string, writes: TransactWrite[], event: OfferEvent) {
  try {
    await store.transact(writes);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    const now = await getOwnershipOffer(store, accountId);
    if (now?.status !== 'pending') stepOrRefuse(now, event);
    // Still pending: the offer was replaced, or the admin's role changed meanwhile.
    const { error: code, message } = OWNERSHIP_ERRORS.notAdmin;
    throw new DomainError('conflict', code, message);
  }
}
