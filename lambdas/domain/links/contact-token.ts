import { type LinkKeys, signFields, verifyFields } from './signed-token';

/**
 * The visitor's contact token (issue 31, docs/product.md › Identified visitors): what the tracking script
 * keeps in the shop's own localStorage and sends with each event so the ingest can tell which contact of
 * the account the visitor is. Opaque and signed with its own 'identity' key: the account, who, and when it
 * expires (epoch seconds, inside the MAC, so it cannot be extended). Never the address. "Who" is either
 * - a contact id (`c`): the click redirect adds it to links to the account's own site, or
 * - the keyed hash of an address (`e`, contacts/email-hash.ts): `jm('identify', email)` and a signup through
 *   the site's form get one whether or not the address is a contact (the answer never tells); the ingest
 *   resolves it through the address's claim, so it names a contact only once one holds the address.
 */
export const CONTACT_TOKEN_DAYS = 30;
export { CONTACT_TOKEN_PARAM } from '../../../shared/tracking/constants';

const VERSION = 'v1';
const DAY_SECONDS = 86_400;
const HASH = /^[0-9a-f]{64}$/;

export type ContactTokenWho = { kind: 'contact'; contactId: string } | { kind: 'email'; emailHash: string };
export type ContactTokenClaims = { sub: string } & ContactTokenWho;

const KIND = { contact: 'c', email: 'e' } as const;

export function signContactToken(keys: LinkKeys, claims: ContactTokenClaims, now: Date): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + CONTACT_TOKEN_DAYS * DAY_SECONDS;
  const value = claims.kind === 'contact' ? claims.contactId : claims.emailHash;
  return signFields(keys, 'identity', [VERSION, claims.sub, KIND[claims.kind], value, String(expires)]);
}

/** The claims of a genuine, unexpired token; null for anything altered, forged, expired or malformed. */
export async function verifyContactToken(
  keys: LinkKeys,
  token: unknown,
  now: Date,
): Promise<ContactTokenClaims | null> {
  if (typeof token !== 'string') return null;
  const fields = await verifyFields(keys, 'identity', token, 5);
  if (!fields || fields[0] !== VERSION) return null;
  const [, sub, kind, value, expires] = fields as [string, string, string, string, string];
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now.getTime()) return null;
  if (kind === KIND.contact) return { sub, kind: 'contact', contactId: value };
  if (kind === KIND.email && HASH.test(value)) return { sub, kind: 'email', emailHash: value };
  return null;
}
