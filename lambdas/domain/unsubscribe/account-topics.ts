import { MAX_TOPICS, MAX_TOPIC_LENGTH } from '../../../shared/contracts/unsubscribe';
import type { Item, Store } from '../../ports/store';
import { keys } from '../../table';

/**
 * The tags an account offers its subscribers as topics on the unsubscribe page: `contactTopics` on the
 * account's setup item (pk USER#{sub}, sk SETUP), the account's settings; written alone with a plain
 * update, so it never races the setup's own revisioned writes.
 */
export const TOPICS_ATTRIBUTE = 'contactTopics';

/** Tags as contacts keep them: trimmed, lowercase, 1-40 characters, no repeats, at most 20. */
export function normaliseTopics(values: readonly string[]): string[] {
  const out: string[] = [];
  for (const value of values) {
    const tag = value.trim().toLowerCase();
    if (tag.length >= 1 && tag.length <= MAX_TOPIC_LENGTH && !out.includes(tag)) out.push(tag);
  }
  return out.slice(0, MAX_TOPICS);
}

export function topicsOf(setup: Item | undefined): string[] {
  const value = setup?.[TOPICS_ATTRIBUTE];
  return Array.isArray(value) ? normaliseTopics(value.filter((v): v is string => typeof v === 'string')) : [];
}

export async function readAccountTopics(store: Store, sub: string): Promise<string[]> {
  return topicsOf(await store.get(keys.setup(sub)));
}
