import { createHmac } from 'node:crypto';
import { normaliseEmail } from '../../../shared/contacts/email';
import type { Signing } from '../../ports/signing';

/**
 * The keyed hash of an address: HMAC-SHA256 (hex) of its normal form with the 'email-hash' key. It names the
 * claim / suppression item (items/email-claim.ts), so a deleted contact's address is kept only as this hash:
 * without the key nobody can tell which address it was, yet the same address always finds it again.
 */
export async function emailHashOf(signing: Signing, email: string): Promise<string> {
  const key = await signing.key('email-hash');
  return createHmac('sha256', key).update(normaliseEmail(email), 'utf8').digest('hex');
}
