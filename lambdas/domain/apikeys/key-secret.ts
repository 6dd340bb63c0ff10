import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '../../../shared/contracts/api-keys';

/**
 * A key's secret: `jm_live_` and 32 random bytes in base64url (256 bits). With that much entropy a plain
 * SHA-256 is the right stored form (a slow password hash defends guessable secrets; nobody guesses 2^256),
 * and it lets a request find its key with one GetItem on the hash.
 */
export function newApiKeySecret(): string {
  return API_KEY_PREFIX + randomBytes(32).toString('base64url');
}

export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** What the list shows to tell keys apart: the prefix and four characters (`jm_live_Ab12…`). */
export const hintOf = (secret: string): string => `${secret.slice(0, API_KEY_PREFIX.length + 4)}…`;

/** The key id: 128 random bits in hex. */
export const newApiKeyId = (): string => randomBytes(16).toString('hex');

/** A secret of the right shape (so a random header never costs a read). */
export const looksLikeApiKey = (value: string): boolean =>
  value.startsWith(API_KEY_PREFIX) && /^[A-Za-z0-9_-]{43}$/.test(value.slice(API_KEY_PREFIX.length));
