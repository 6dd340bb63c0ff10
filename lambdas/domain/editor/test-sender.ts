import type { Store } from '../../ports/store';
import { keys } from '../../table';

/**
 * The From address of a test send: the user's own domain once its DNS is verified as a whole (spec 1's
 * overall status 'verified'), else the product's configured sender.
 */
export async function testSender(store: Store, userId: string, productSender: string): Promise<string> {
  const setup = await store.get(keys.setup(userId));
  const domain = typeof setup?.domain === 'string' ? setup.domain.trim().toLowerCase() : '';
  if (setup?.overallDnsStatus === 'verified' && /^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain))
    return `preview@${domain}`;
  return productSender;
}
