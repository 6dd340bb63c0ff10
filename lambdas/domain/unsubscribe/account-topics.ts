import { MAX_TOPICS, MAX_TOPIC_LENGTH } from '../../../shared/contracts/unsubscribe';
import type { Store } from '../../ports/store';
import { getSetupTopics } from '../items/setup';

/*
 * The tags an account offers its subscribers as topics on the unsubscribe page: kept on the account's setup
 * item (items/setup.ts `getSetupTopics`, `putSetupTopics`), the account's settings; written alone with a
 * plain update, so it never races the setup's own revisioned writes.
 */

/** Tags as contacts keep them: trimmed, lowercase, 1-40 characters, no repeats, at most 20. */
export function normaliseTopics(values: readonly string[]): string[] {
  const out: string[] = [];
  for (const value of values) {
    const tag = value.trim().toLowerCase();
    if (tag.length >= 1 && tag.length <= MAX_TOPIC_LENGTH && !out.includes(tag)) out.push(tag);
  }
  return out.slice(0, MAX_TOPICS);
}

export async function readAccountTopics(store: Store, sub: string): Promise<string[]> {
  return normaliseTopics(await getSetupTopics(store, sub));
}
