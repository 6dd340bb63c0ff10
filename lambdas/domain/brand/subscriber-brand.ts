import {
  defaultBrandKit,
  subscriberBrand,
  type SubscriberBrandResponse,
} from '../../../shared/contracts/brand';
import type { Signing } from '../../ports/signing';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import { getBrandKit } from '../items/brand-kit';
import { getProfileRecord } from '../items/profile';
import { getSetup } from '../items/setup';
import { optinAccount } from '../links/optin-token';

/**
 * The shop behind a double opt-in link (issue 33), as its subscriber pages show it (the confirmation page
 * and the result page): its name on every plan, its logo and colours on Premium (subscriberBrand). A link
 * that is not genuine names no shop: 404, and those pages keep the plain look.
 */
export async function optinShopBrand(
  deps: { store: Store; signing: Signing },
  token: string,
): Promise<SubscriberBrandResponse> {
  const accountId = await optinAccount(deps.signing, token);
  if (!accountId) throw new DomainError('not_found', 'link_invalid', 'This link does not work.');
  const [brand, setup, profile] = await Promise.all([
    getBrandKit(deps.store, accountId),
    getSetup(deps.store, accountId),
    getProfileRecord(deps.store, accountId),
  ]);
  return { shop: subscriberBrand(brand ?? defaultBrandKit(setup?.domain), profile?.subscriptionTier) };
}
