/**
 * Issue 34: may the signed-in person change this email in the current account? Every route the editor
 * changes through (saving, renaming, the AI's pending changes, the test send) needs an editor; a viewer may
 * open the email (reports) and the API refuses each change with 403, so the editor opens read-only for them.
 * 'loading' while the accounts (and the route table's roles) are on their way for a chosen shop account.
 */
import type { TeamRole } from '../../../../shared/contracts/teams';
import { useAccounts, useCurrentAccountId } from '../../teams/use-accounts';
import { useCan } from '../../teams/use-can';

export type EditAccess = { kind: 'loading' } | { kind: 'edit' } | { kind: 'view'; role: TeamRole };

export function useEditAccess(): EditAccess {
  const save = useCan('editorContentSave');
  const rename = useCan('projectUpdate');
  const review = useCan('aiPendingManage');
  const testSend = useCan('editorTestSend');
  const chosen = useCurrentAccountId();
  const { query, current } = useAccounts();
  if (!query.data && chosen !== undefined && !query.isError) return { kind: 'loading' };
  if (save && rename && review && testSend) return { kind: 'edit' };
  return { kind: 'view', role: current?.role ?? 'viewer' };
}
