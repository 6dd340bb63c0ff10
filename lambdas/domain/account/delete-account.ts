import type { Clock } from '../../ports/clock';
import type { UserPool } from '../../ports/userpool';
import { accountParts, type AccountPart, type AccountPorts } from './account-parts';
import { putAccountTombstone, removeAccountTombstone } from '../items/account-tombstone';
import type { Budget } from '../items/partition';

export type AccountDeletion = 'deleted' | 'continuing';

/**
 * "Delete my account" (issue 18; GDPR's right to erasure). First the account's tombstone (issue 30): from
 * then on every signed-in route but this one refuses the account, so a token still valid writes nothing
 * more. Then every part of accountParts in order, then the Cognito user, signed out everywhere and deleted,
 * last, so an interrupted deletion can be resumed by the same person signing in again. Answers 'continuing'
 * when the budget ran out first: what was deleted stays deleted and the next call carries on (every part is
 * idempotent). The tombstone stays after the deletion. Keys come from the verified token's subject only.
 */
export async function deleteAccount(
  ports: AccountPorts & { userPool: UserPool; clock: Clock },
  /** `keepLogin`: the caller owns the account without being its first owner; their login stays (issue 34). */
  input: { userId: string; username?: string; keepLogin?: true },
  budget: Budget,
  parts: readonly AccountPart[] = accountParts,
): Promise<AccountDeletion> {
  const started = await putAccountTombstone(ports.store, input.userId, ports.clock.now());
  for (const [index, part] of parts.entries()) {
    try {
      if (!(await part.erase(ports, input.userId, budget))) return 'continuing';
    } catch (error) {
      // The first part (the subscription) deletes nothing: when it fails in the call that started the
      // deletion, the account was not deleted (as its error says), so it is not refused either.
      if (started && index === 0) await removeAccountTombstone(ports.store, input.userId);
      throw error;
    }
  }
  if (input.keepLogin) return 'deleted';
  const username = input.username ?? input.userId;
  await ports.userPool.signOutEverywhere(username);
  await ports.userPool.deleteUser(username);
  return 'deleted';
}
