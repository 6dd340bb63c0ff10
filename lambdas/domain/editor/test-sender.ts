import type { Store } from '../../ports/store';
import { getSetup } from '../items/setup';

/**
 * The user's sending domain once its DNS is verified as a whole (docs/product.md › DNS statuses and banner overall status 'verified'),
 * else undefined: only then may a test send come From it (test-recipient-policy.ts).
 */
export async function verifiedSendingDomain(store: Store, userId: string): Promise<string | undefined> {
  const setup = await getSetup(store, userId);
  const domain = setup?.domain?.trim().toLowerCase() ?? '';
  if (setup?.overallDnsStatus === 'verified' && /^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain)) return domain;
  return undefined;
}
