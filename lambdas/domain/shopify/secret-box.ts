import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Signing } from '../../ports/signing';

/**
 * Seals a Shopify credential for storage with AES-256-GCM under the 'shopify-secrets' key (derived from the
 * signing root secret, never stored beside the data): `v1.{iv}.{tag}.{ciphertext}`, base64url. The account id is
 * the associated data, so a sealed value copied onto another account's item does not open.
 */
export async function seal(signing: Signing, accountId: string, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await signing.key('shopify-secrets'), iv);
  cipher.setAAD(Buffer.from(accountId, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Opens a sealed value (throws when it was altered or sealed for another account). */
export async function open(signing: Signing, accountId: string, sealed: string): Promise<string> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed Shopify secret');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    await signing.key('shopify-secrets'),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAAD(Buffer.from(accountId, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
