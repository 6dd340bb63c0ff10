import type { Setup } from '../../../shared/contracts/setup';
import type { Store } from '../../ports/store';
import { getSetup as getStoredSetup } from '../items/setup';

/** The account's setup, or null when there is none yet. */
export async function getSetup(store: Store, accountId: string): Promise<Setup | null> {
  return (await getStoredSetup(store, accountId)) ?? null;
}
