/**
 * Issue 34: may the signed-in person call `routeId` in the current account? The route table's minimal roles
 * (lambdas/routes/roles.ts, the one truth) arrive with the accounts the switcher reads; the pages hide or
 * disable the controls whose route would refuse the role. In the person's own account, before the answer
 * arrives, they are taken for its owner (what they almost always are), so nothing flickers for an owner.
 */
import { roleAllows, type TeamRole } from '../../../shared/contracts/teams';
import { useAccounts, useCurrentAccountId } from './use-accounts';

export function useCan(routeId: string): boolean {
  const chosen = useCurrentAccountId();
  const { query, current } = useAccounts();
  if (!query.data) return chosen === undefined;
  const needed: TeamRole = query.data.routeRoles?.[routeId] ?? 'owner';
  return current ? roleAllows(current.role, needed) : false;
}
