import type { Setup } from '../../../shared/contracts/setup';
import type { Store } from '../../ports/store';
import { keys } from '../../table';
import { toSetup } from './setup-item';

/** The caller's setup (keys from the verified token's subject only), or null when there is none yet. */
export async function getSetup(store: Store, userId: string): Promise<Setup | null> {
  const item = await store.get(keys.setup(userId));
  return item ? toSetup(item) : null;
}
