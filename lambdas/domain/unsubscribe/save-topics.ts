import { TOPICS_NEED_SETUP_MESSAGE } from '../../../shared/contracts/unsubscribe';
import { ConditionFailedError, type Store } from '../../ports/store';
import { putSetupTopics } from '../items/setup';
import { DomainError } from '../errors';
import { normaliseTopics } from './account-topics';

/** PUT /api/audience/topics: the account's topics, normalised as tags; 404 before the account has a setup. */
export async function saveAccountTopics(
  store: Store,
  sub: string,
  topics: readonly string[],
): Promise<string[]> {
  const clean = normaliseTopics(topics);
  try {
    await putSetupTopics(store, sub, clean);
  } catch (error) {
    if (error instanceof ConditionFailedError)
      throw new DomainError('not_found', 'setup_not_found', TOPICS_NEED_SETUP_MESSAGE);
    throw error;
  }
  return clean;
}
