import { PRESENCE_SECONDS, type PresenceResponse } from '../../../shared/contracts/activity';
import { projectErrorCodes, projectMessages } from '../../../shared/contracts/projects';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store } from '../../ports/store';
import { DomainError } from '../errors';
import { presenceWrites, queryPresent } from '../items/presence';
import type { Actor } from './activity-log';

/** The projects' own 404, in their words. */
const notFound = () => new DomainError('not_found', projectErrorCodes.notFound, projectMessages.notFound);

/**
 * PUT /api/projects/{projectId}/presence: the caller has the email open for the next PRESENCE_SECONDS; the
 * answer lists the other members present now. One transaction (the project still the account's, and the
 * caller's presence) and one Query; a project of another account is 404 and nothing is written.
 */
export async function beatPresence(
  ports: { store: Store; clock: Clock },
  actor: Actor,
  projectId: string,
): Promise<PresenceResponse> {
  const nowSeconds = Math.floor(ports.clock.now().getTime() / 1000);
  const member = { userId: actor.userId, email: actor.email };
  try {
    await ports.store.transact(
      presenceWrites(actor.accountId, projectId, member, nowSeconds + PRESENCE_SECONDS),
    );
  } catch (error) {
    if (error instanceof ConditionFailedError) throw notFound();
    throw error;
  }
  const present = await queryPresent(ports.store, actor.accountId, projectId, nowSeconds);
  return {
    others: present
      .filter((p) => p.userId !== actor.userId)
      .map((p) => ({ userId: p.userId, email: p.email })),
  };
}
