import {
  INVITATION_ERRORS,
  INVITATION_DAYS,
  INVITATION_RESEND_SECONDS,
  type Invitation,
  type InviteBody,
} from '../../../shared/contracts/teams';
import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import type { Signing } from '../../ports/signing';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import { listInvitations, putInvitationWrite, settleInvitationWrite } from '../items/invitation';
import { listMembers } from '../items/membership';
import { signInvitation } from '../links/invitation-token';
import { invitationMail } from './invitation-mail';
import { seatLimitOf } from './seat-limit';

export interface InvitePorts {
  store: Store;
  clock: Clock;
  mailer: Mailer;
  signing: Signing;
}

/**
 * Issue 34: invites an address with a role (owner or admin only: lambdas/routes/roles.ts). The mail carries
 * a signed link valid for 7 days. Inviting a pending address again is the resend: a new link, at most once
 * a minute. An address already a member, or the caller's own, is refused. Seats are taken at acceptance.
 */
export async function inviteMember(
  ports: InvitePorts,
  input: { accountId: string; inviterEmail: string; body: { email: string; role: InviteBody['role'] } },
  mail: { from: string; siteUrl: string; shopName: string },
): Promise<Invitation> {
  const { store, clock } = ports;
  const now = clock.now();
  const { email, role } = input.body;
  const [members, invitations] = await Promise.all([
    listMembers(store, input.accountId),
    listInvitations(store, input.accountId),
  ]);
  if (email === input.inviterEmail.toLowerCase() || members.some((m) => m.email === email))
    throw new DomainError('conflict', INVITATION_ERRORS.self.error, INVITATION_ERRORS.self.message);
  const limit = await seatLimitOf(store, input.accountId);
  if (members.length + 1 >= limit)
    throw new DomainError(
      'conflict',
      INVITATION_ERRORS.seatsFull(limit).error,
      INVITATION_ERRORS.seatsFull(limit).message,
    );
  const pending = invitations.find(
    (i) => i.email === email && i.status === 'pending' && Date.parse(i.expiresAt) > now.getTime(),
  );
  let invitation: Invitation & { accountId: string; sentAt: string };
  if (pending) {
    const waitMs = Date.parse(pending.sentAt) + INVITATION_RESEND_SECONDS * 1000 - now.getTime();
    if (waitMs > 0)
      throw new DomainError(
        'rate_limited',
        INVITATION_ERRORS.tooSoon.error,
        INVITATION_ERRORS.tooSoon.message,
        Math.ceil(waitMs / 1000),
      );
    invitation = { ...pending, role, sentAt: now.toISOString() };
    await store.transact([
      settleInvitationWrite(input.accountId, pending.inviteId, { sentAt: invitation.sentAt }),
    ]);
  } else {
    invitation = {
      accountId: input.accountId,
      inviteId: globalThis.crypto.randomUUID(),
      email,
      role,
      status: 'pending',
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString(),
      sentAt: now.toISOString(),
    };
    await store.transact([putInvitationWrite(invitation)]);
  }
  const token = await signInvitation(ports.signing, invitation, now);
  const link = `${mail.siteUrl.replace(/\/$/, '')}/team/accept?token=${encodeURIComponent(token)}`;
  await ports.mailer.send(
    invitationMail({ to: email, from: mail.from, link, role, shopName: mail.shopName }),
  );
  const { accountId: _a, sentAt: _s, ...shown } = invitation;
  return shown;
}
