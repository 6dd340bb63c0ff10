import type { Store } from '../../ports/store';
import { keys } from '../../table';

/**
 * The user's sending domain once its DNS is verified as a whole (docs/product.md › DNS statuses and banner overall status 'verified'),
 * else undefined: only then may a test send come From it (test-recipient-policy.ts).
 */
export async function verifiedSendingDomain(store: Store, userId: string): Promise<string | undefined> {
  const setup = await store.get(keys.setup(userId));
  const domain = typeof setup?.domain === 'string' ? setup.domain.trim().toLowerCase() : '';
  if (setup?.overallDnsStatus === 'verified' && /^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain)) return domain;
  return undefined;
}
