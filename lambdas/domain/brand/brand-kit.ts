import { defaultBrandKit, type BrandKit, type BrandKitResponse } from '../../../shared/contracts/brand';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { getBrandKit, putBrandKit } from '../items/brand-kit';
import { getSetup } from '../items/setup';

/**
 * The account's brand kit (issue 33): the saved one, or, before the owner saves one, the default kit named
 * from the setup's domain (`saved: false`, so the settings form says it is a suggestion).
 */
export async function brandKitOf(store: Store, accountId: string): Promise<BrandKitResponse> {
  const saved = await getBrandKit(store, accountId);
  if (saved) return { brand: saved, saved: true };
  const setup = await getSetup(store, accountId);
  return { brand: defaultBrandKit(setup?.domain), saved: false };
}

/** PUT /api/brand: the whole kit, validated by the contract before it gets here. */
export async function saveBrandKit(
  deps: { store: Store; clock: Clock },
  accountId: string,
  brand: BrandKit,
): Promise<BrandKitResponse> {
  await putBrandKit(deps.store, accountId, brand, deps.clock.now().toISOString());
  return { brand, saved: true };
}
