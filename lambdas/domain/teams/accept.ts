import { INVITATION_ERRORS, type TeamRole } from '../../../shared/contracts/teams';
import type { Clock } from '../../ports/clock';
import type { Signing } from '../../ports/signing';
import { ConditionFailedError, type Store } from '../../ports/store';
import { DomainError } from '../errors';
import { getInvitation, settleInvitationWrite } from '../items/invitation';
import { addMemberWrites, createSeats, takeSeatWrite } from '../items/membership';
import { verifyInvitation } from '../links/invitation-token';
import { seatLimitOf } from './seat-limit';

const refuse = (kind: 'forbidden' | 'conflict' | 'invalid', e: { error: string; message: string }) =>
  new DomainError(kind, e.error, e.message);

/**
 * Issue 34: a signed-in person accepts an invitation. The link must be genuine and unexpired, the invitation
 * still pending, and the person's verified address the invited one. One transaction takes a seat (the plan's
 * limit as its condition: exact when many accept at once), writes both membership items (absent: never twice)
 * and marks the invitation accepted (only while pending: a revoked or used one fails it). Nothing else changes.
 */
export async function acceptInvitation(
  ports: { store: Store; clock: Clock; signing: Signing },
  caller: { userId: string; email: string; emailVerified: boolean },
  token: string,
): Promise<{ accountId: string; role: TeamRole; message: string }> {
  const { store } = ports;
  const now = ports.clock.now();
  const verdict = await verifyInvitation(ports.signing, token, now);
  if (!verdict.ok)
    throw refuse(
      'invalid',
      verdict.reason === 'expired' ? INVITATION_ERRORS.expired : INVITATION_ERRORS.invalid,
    );
  const { accountId, inviteId } = verdict.claims;
  const invitation = await getInvitation(store, accountId, inviteId);
  if (!invitation) throw refuse('invalid', INVITATION_ERRORS.invalid);
  if (invitation.status !== 'pending') throw refuse('conflict', INVITATION_ERRORS.used);
  if (Date.parse(invitation.expiresAt) <= now.getTime()) throw refuse('invalid', INVITATION_ERRORS.expired);
  if (!caller.emailVerified) throw refuse('forbidden', INVITATION_ERRORS.unverified);
  if (caller.email.toLowerCase() !== invitation.email)
    throw refuse('forbidden', INVITATION_ERRORS.otherAddress);
  if (caller.userId === accountId) throw refuse('conflict', INVITATION_ERRORS.alreadyMember);
  const limit = await seatLimitOf(store, accountId);
  await createSeats(store, accountId);
  const role = invitation.role === 'owner' ? 'admin' : invitation.role;
  const member = {
    accountId,
    userId: caller.userId,
    role,
    email: invitation.email,
    joinedAt: now.toISOString(),
  };
  try {
    await store.transact([
      takeSeatWrite(accountId, limit),
      ...addMemberWrites(member),
      settleInvitationWrite(accountId, inviteId, { status: 'accepted' }),
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    const failed = error.failedIndexes ?? [error.failedIndex ?? -1];
    if (failed.includes(3)) throw refuse('conflict', INVITATION_ERRORS.used);
    if (failed.includes(1) || failed.includes(2)) throw refuse('conflict', INVITATION_ERRORS.alreadyMember);
    if (failed.includes(0)) throw refuse('conflict', INVITATION_ERRORS.seatsFull(limit));
    throw refuse('conflict', INVITATION_ERRORS.used);
  }
  return { accountId, role, message: `You joined the account as ${role}.` };
}
