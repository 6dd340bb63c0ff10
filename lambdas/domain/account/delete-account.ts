import type { UserPool } from '../../ports/userpool';
import { accountParts, type AccountPart, type AccountPorts } from './account-parts';
import type { Budget } from '../items/partition';

export type AccountDeletion = 'deleted' | 'continuing';

/**
 * "Delete my account" (issue 18; GDPR's right to erasure): every part of accountParts in order, then the
 * Cognito user, last, so an interrupted deletion can be resumed by the same person signing in again.
 * Answers 'continuing' when the budget ran out first: what was deleted stays deleted and the next call
 * carries on (every part is idempotent). Keys come from the verified token's subject only.
 */
export async function deleteAccount(
  ports: AccountPorts & { userPool: UserPool },
  input: { userId: string; username?: string },
  budget: Budget,
  parts: readonly AccountPart[] = accountParts,
): Promise<AccountDeletion> {
  for (const part of parts) {
    if (!(await part.erase(ports, input.userId, budget))) return 'continuing';
  }
  await ports.userPool.deleteUser(input.username ?? input.userId);
  return 'deleted';
}
