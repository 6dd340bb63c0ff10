import * as z from 'zod';
import { brandKitSchema, type BrandKit } from '../../../shared/contracts/brand';
import type { Store, TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of the brand kit (lambdas/table.ts lists every kind): one per account (issue 33). */
export const brandKitKeys = {
  brandKit: (accountId: string) => ({ pk: `USER#${accountId}`, sk: 'BRANDKIT' }),
} as const;

export const brandKitKind: ItemKind = {
  name: 'brand-kit',
  patterns: [
    {
      what: "an account's brand kit (shop name, logo, colours, font, buttons, social)",
      key: 'pk USER#{accountId} sk BRANDKIT',
    },
  ],
};

/** The stored item holds the kit as its one attribute, `brand`, parsed with the contract's own schema. */
const storedSchema = z.object({ brand: brandKitSchema });

/** The account's saved brand kit, or undefined when it never saved one. */
export async function getBrandKit(store: Store, accountId: string): Promise<BrandKit | undefined> {
  const item = await store.get(brandKitKeys.brandKit(accountId));
  if (!item) return undefined;
  return parseStored(brandKitKind.name, storedSchema, item).brand;
}

/** Puts the kit (the last save wins: one owner edits one form). */
export function putBrandKitWrite(accountId: string, brand: BrandKit, at: string): TransactWrite {
  return { kind: 'put', item: { ...brandKitKeys.brandKit(accountId), brand, updatedAt: at } };
}

export async function putBrandKit(
  store: Store,
  accountId: string,
  brand: BrandKit,
  at: string,
): Promise<void> {
  await store.transact([putBrandKitWrite(accountId, brand, at)]);
}
