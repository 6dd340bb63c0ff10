import { MAC_CHARS, sameMac, tokenMac } from './token-mac';

/**
 * Signed link tokens (docs/product.md › Unsubscribe and signup form): `{payload}{mac}`, both base64url, the
 * MAC the last 22 characters (no separator: a dot would make `/u/{token}` look like a file to static
 * servers). The payload is the fields joined by '.', never an email address; the MAC is HMAC-SHA256 over the purpose
 * and the payload with the key of that purpose (lambdas/ports/signing.ts), cut to 128 bits (RFC 2104 §5),
 * compared in constant time. A token of one purpose never verifies as another: the keys differ and the
 * purpose is inside the MAC.
 */
export type LinkPurpose = 'unsubscribe' | 'optin' | 'click' | 'identity' | 'invitation';

/** The part of the signing port the links need (lambdas/ports/signing.ts fits it). */
export interface LinkKeys {
  key(purpose: LinkPurpose): Promise<Uint8Array>;
}

/** Every field is an id: letters, digits, '-' and '_' (UUIDs, 'preview', epoch seconds). */
const FIELD = /^[A-Za-z0-9_-]{1,64}$/;
/** Far longer than any token we sign: a longer path segment is refused before any work. */
export const MAX_TOKEN_LENGTH = 400;

const mac = (key: Uint8Array, purpose: LinkPurpose, payload: string) =>
  tokenMac(key, `${purpose}\n${payload}`);

export async function signFields(
  keys: LinkKeys,
  purpose: LinkPurpose,
  fields: readonly string[],
): Promise<string> {
  return signFieldsWithKey(await keys.key(purpose), purpose, fields);
}

/** signFields with the purpose's key already in hand (many tokens at once: no await per token). */
export function signFieldsWithKey(key: Uint8Array, purpose: LinkPurpose, fields: readonly string[]): string {
  for (const field of fields)
    if (!FIELD.test(field)) throw new Error(`A ${purpose} token field is not an id`);
  const payload = fields.join('.');
  return Buffer.from(payload).toString('base64url') + mac(key, purpose, payload);
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The signed fields, or null for anything altered, forged, of another purpose or malformed. */
export async function verifyFields(
  keys: LinkKeys,
  purpose: LinkPurpose,
  token: string,
  count: number,
): Promise<string[] | null> {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH || token.length <= MAC_CHARS) return null;
  if (!BASE64URL.test(token)) return null;
  const body = token.slice(0, -MAC_CHARS);
  const raw = Buffer.from(body, 'base64url');
  // Re-encoding must give the same text: no second spelling of one token. The MAC is compared as text
  // with the canonical one, so it has no second spelling either.
  if (raw.toString('base64url') !== body) return null;
  const payload = raw.toString('utf8');
  if (!sameMac(token.slice(-MAC_CHARS), mac(await keys.key(purpose), purpose, payload))) return null;
  const fields = payload.split('.');
  if (fields.length !== count || !fields.every((f) => FIELD.test(f))) return null;
  return fields;
}
