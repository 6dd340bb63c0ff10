import * as z from 'zod';
import { ConditionFailedError, type Key, type Store } from '../../ports/store';

const saltSchema = z.object({ salt: z.string() });

/**
 * A salt item (the visitor hash's of a day, the attribution hash's of a 7-day period): the stored one, else
 * `fresh` put-if-absent, so every Lambda instance agrees on the winner's. Throws `missing` when it cannot be
 * read after a lost race.
 */
export async function saltAt(
  store: Store,
  key: Key,
  fresh: () => { salt: string; expiresAt: number },
  missing: string,
): Promise<string> {
  let item = await store.get(key);
  if (!item) {
    const made = { ...key, ...fresh() };
    try {
      await store.put(made, 'absent');
      item = made;
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      item = await store.get(key);
    }
  }
  const parsed = saltSchema.safeParse(item);
  if (!parsed.success) throw new Error(missing);
  return parsed.data.salt;
}
