import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store, type TransactWrite } from '../../ports/store';
import { projectDeleteWrite, projectNameReleaseWrite } from '../items/project';
import { projectContentDeleteWrite } from '../items/project-content';
import { ownProjectItem } from './get-project';
import { deleteProjectItems } from './project-data';
import { projectNotFound, projectsBusy } from './project-errors';
import { countDownWrite } from './project-limit';
import { RetryAttempt, withRetries } from '../store-retry';

/**
 * DELETE /api/projects/{id}, only for its owner (anyone else: 404, nothing touched). First what the project
 * owns (project-data.ts: chat messages, pending changes, versions; then `deleteImages`, the editor's uploaded
 * images, passed in by the handler), so a failure half-way
 * leaves a project the owner can delete again; then ONE transaction deletes the list item (only if it still
 * exists, so two deletes of one project count down once), the content item and the name claim, and takes 1
 * from projectCount; last a second sweep of pk PROJECT#{id} for what a request already under way wrote meanwhile.
 */
export async function deleteProject(
  deps: {
    store: Store;
    clock: Clock;
    /** Deletes the project's uploaded images (editor/project-images.ts). */
    deleteImages: (accountId: string, projectId: string) => Promise<unknown>;
    /** Writes to make in the deleting transaction, given the project's name (the activity log, issue 34). */
    alsoWrite?: (name: string) => TransactWrite[];
  },
  input: { userId: string; projectId: string },
): Promise<void> {
  const { store } = deps;
  await ownProjectItem(store, input.userId, input.projectId);
  await deleteProjectItems(store, input.projectId);
  await deps.deleteImages(input.userId, input.projectId);
  await withRetries(async () => {
    const item = await ownProjectItem(store, input.userId, input.projectId);
    const at = deps.clock.now().toISOString();
    try {
      await store.transact([
        projectDeleteWrite(input.userId, input.projectId),
        projectContentDeleteWrite(input.userId, input.projectId),
        projectNameReleaseWrite(input.userId, item.name, input.projectId),
        // A flow's email was never counted (insert-project.ts): nothing to give back.
        ...(item.flowEmail ? [] : [countDownWrite(input.userId, at)]),
        ...(deps.alsoWrite?.(item.name) ?? []),
      ]);
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      // Deleted meanwhile (index 0), or renamed meanwhile (2): read again; a gone item answers 404.
      if (error.failedIndex === 0) throw projectNotFound();
      throw new RetryAttempt();
    }
  }, projectsBusy);
  await deleteProjectItems(store, input.projectId);
}
