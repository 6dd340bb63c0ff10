import { shopNameFromDomain } from '../../../shared/contracts/brand';
import type { Store } from '../../ports/store';
import { getBrandKit } from '../items/brand-kit';
import { getProfile } from '../items/profile';
import { getSetup } from '../items/setup';

/**
 * How an account reads in the account switcher (issue 34): its brand kit's shop name, else the name its
 * website's domain suggests, else its owner's username ("ann's shop"), else 'A shop'. Three reads per account, at once; a
 * person belongs to few.
 */
export async function accountName(store: Store, accountId: string): Promise<string> {
  const [brand, setup, profile] = await Promise.all([
    getBrandKit(store, accountId),
    getSetup(store, accountId),
    getProfile(store, accountId),
  ]);
  if (brand?.shopName) return brand.shopName;
  if (setup?.domain) return shopNameFromDomain(setup.domain);
  return profile?.username ? `${profile.username}'s shop` : 'A shop';
}
