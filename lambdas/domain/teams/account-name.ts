import { shopNameFromDomain } from '../../../shared/contracts/brand';
import type { Store } from '../../ports/store';
import { getBrandKit } from '../items/brand-kit';
import { getSetup } from '../items/setup';

/**
 * How an account reads in the account switcher (issue 34): its brand kit's shop name, else the name its
 * website's domain suggests, else 'A shop'. Two reads per account; a person belongs to few.
 */
export async function accountName(store: Store, accountId: string): Promise<string> {
  const [brand, setup] = await Promise.all([getBrandKit(store, accountId), getSetup(store, accountId)]);
  return brand?.shopName || shopNameFromDomain(setup?.domain) || 'A shop';
}
