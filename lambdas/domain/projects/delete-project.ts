import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store } from '../../ports/store';
import { keys } from '../../table';
import { ownProjectItem } from './get-project';
import { projectNotFound } from './project-errors';
import { countDownWrite } from './project-limit';
import { RetryAttempt, withRetries } from './retry';

/**
 * DELETE /api/projects/{id}: ONE transaction deletes the list item (only if it still exists, so two deletes
 * of one project count down once), the content item and the name claim, and takes 1 from projectCount.
 * Chat messages, pending changes and versions (pk PROJECT#{id}) are left to their owners' clean-up.
 */
export async function deleteProject(
  deps: { store: Store; clock: Clock },
  input: { userId: string; projectId: string },
): Promise<void> {
  const { store } = deps;
  await withRetries(async () => {
    const item = await ownProjectItem(store, input.userId, input.projectId);
    const at = deps.clock.now().toISOString();
    try {
      await store.transact([
        {
          kind: 'delete',
          key: keys.project(input.userId, input.projectId),
          condition: { attribute: 'projectId', equals: input.projectId },
        },
        { kind: 'delete', key: keys.projectContent(input.userId, input.projectId) },
        {
          kind: 'delete',
          key: keys.projectNameClaim(input.userId, String(item.name)),
          condition: { attribute: 'projectId', equals: input.projectId },
        },
        countDownWrite(input.userId, at),
      ]);
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      // Deleted meanwhile (index 0), or renamed meanwhile (2): read again; a gone item answers 404.
      if (error.failedIndex === 0) throw projectNotFound();
      throw new RetryAttempt();
    }
  });
}
