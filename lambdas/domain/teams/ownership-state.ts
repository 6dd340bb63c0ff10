import { OWNERSHIP_ERRORS, type TeamRole } from '../../../shared/contracts/teams';

/** Where an account's ownership offer stands ('none': never offered). */
export type OfferStatus = 'none' | 'pending' | 'accepted' | 'withdrawn';

/** What may happen to it: the owner offers or withdraws, a member accepts. */
export type OfferEvent =
  | { type: 'offer'; targetRole: TeamRole | undefined }
  | { type: 'withdraw' }
  | { type: 'accept'; byOfferee: boolean; byRole: TeamRole };

type Refusal = { kind: 'conflict' | 'forbidden' | 'not_found'; error: string; message: string };
export type OfferStep = { ok: true; status: OfferStatus } | { ok: false; refusal: Refusal };

const to = (status: OfferStatus): OfferStep => ({ ok: true, status });
const no = (kind: Refusal['kind'], e: { error: string; message: string }): OfferStep => ({
  ok: false,
  refusal: { kind, ...e },
});

/** A settled or missing offer refuses withdrawing and accepting, in its own words. */
const settled = (status: Exclude<OfferStatus, 'pending'>): OfferStep =>
  status === 'none'
    ? no('not_found', OWNERSHIP_ERRORS.noOffer)
    : status === 'accepted'
      ? no('conflict', OWNERSHIP_ERRORS.accepted)
      : no('conflict', OWNERSHIP_ERRORS.withdrawn);

/**
 * Issue 34, ownership transfer confirmed by both: the one state machine of an offer (table-tested in
 * tests/unit/teams/ownership-state.test.ts). A new offer, to an admin only, replaces any earlier one.
 */
export function offerStep(status: OfferStatus, event: OfferEvent): OfferStep {
  if (event.type === 'offer')
    return event.targetRole === 'admin' ? to('pending') : no('conflict', OWNERSHIP_ERRORS.notAdmin);
  if (status !== 'pending') return settled(status);
  if (event.type === 'withdraw') return to('withdrawn');
  if (!event.byOfferee) return no('forbidden', OWNERSHIP_ERRORS.otherMember);
  if (event.byRole !== 'admin') return no('conflict', OWNERSHIP_ERRORS.notAdmin);
  return to('accepted');
}
