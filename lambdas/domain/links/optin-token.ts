import { type LinkKeys, signFields, verifyFields } from './signed-token';

/**
 * The double opt-in confirmation link's token: account, contact and when it expires (epoch seconds, signed,
 * so it cannot be extended). docs/product.md › Unsubscribe and signup form: links last 7 days.
 */
export const OPTIN_LINK_DAYS = 7;
const VERSION = 'o1';
const DAY_SECONDS = 86_400;

export interface OptinClaims {
  sub: string;
  contactId: string;
}

/** What a verified link says: the claims and when it was made (epoch ms, to the second, rounded down). */
export interface VerifiedOptin extends OptinClaims {
  issuedAtMs: number;
}

export function signOptin(keys: LinkKeys, claims: OptinClaims, now: Date): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + OPTIN_LINK_DAYS * DAY_SECONDS;
  return signFields(keys, 'optin', [VERSION, claims.sub, claims.contactId, String(expires)]);
}

export type OptinVerdict = { ok: true; claims: VerifiedOptin } | { ok: false; reason: 'invalid' | 'expired' };

/** Genuine and not expired, or why not (an expired link can say so; a forged one says nothing more). */
export async function verifyOptin(keys: LinkKeys, token: string, now: Date): Promise<OptinVerdict> {
  const fields = await verifyFields(keys, 'optin', token, 4);
  if (!fields || fields[0] !== VERSION || !/^\d{1,12}$/.test(fields[3]!))
    return { ok: false, reason: 'invalid' };
  const [, sub, contactId, expires] = fields as [string, string, string, string];
  if (Number(expires) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  const issuedAtMs = (Number(expires) - OPTIN_LINK_DAYS * DAY_SECONDS) * 1000;
  return { ok: true, claims: { sub, contactId, issuedAtMs } };
}

/** The account a genuine opt-in link belongs to, expired or not (its pages show the shop's brand); else undefined. */
export async function optinAccount(keys: LinkKeys, token: string): Promise<string | undefined> {
  const fields = await verifyFields(keys, 'optin', token, 4);
  return fields && fields[0] === VERSION ? fields[1] : undefined;
}
