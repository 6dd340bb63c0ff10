import { INVITATION_DAYS } from '../../../shared/contracts/teams';
import { type LinkKeys, signFields, verifyFields } from './signed-token';

/**
 * A team invitation's link token (issue 34): the account, the invitation and when the link expires (epoch
 * seconds, signed, so it cannot be extended). Never the address: the invitation item holds it.
 */
const VERSION = 'i1';
const DAY_SECONDS = 86_400;

export interface InvitationClaims {
  accountId: string;
  inviteId: string;
}

export function signInvitation(keys: LinkKeys, claims: InvitationClaims, now: Date): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + INVITATION_DAYS * DAY_SECONDS;
  return signFields(keys, 'invitation', [VERSION, claims.accountId, claims.inviteId, String(expires)]);
}

export type InvitationVerdict =
  { ok: true; claims: InvitationClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** Genuine and not expired, or why not. */
export async function verifyInvitation(keys: LinkKeys, token: string, now: Date): Promise<InvitationVerdict> {
  const fields = await verifyFields(keys, 'invitation', token, 4);
  if (!fields || fields[0] !== VERSION || !/^\d{1,12}$/.test(fields[3]!))
    return { ok: false, reason: 'invalid' };
  const [, accountId, inviteId, expires] = fields as [string, string, string, string];
  if (Number(expires) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { accountId, inviteId } };
}
