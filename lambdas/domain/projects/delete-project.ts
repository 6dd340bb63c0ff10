import type { Blobs } from '../../ports/blobs';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store } from '../../ports/store';
import { keys } from '../../table';
import { ownProjectItem } from './get-project';
import { deleteProjectImages, deleteProjectItems } from './project-data';
import { projectNotFound, projectsBusy } from './project-errors';
import { countDownWrite } from './project-limit';
import { RetryAttempt, withRetries } from '../store-retry';

/**
 * DELETE /api/projects/{id}, only for its owner (anyone else: 404, nothing touched). First what the project
 * owns (project-data.ts: chat messages, pending changes, versions, uploaded images), so a failure half-way
 * leaves a project the owner can delete again; then ONE transaction deletes the list item (only if it still
 * exists, so two deletes of one project count down once), the content item and the name claim, and takes 1
 * from projectCount; last a second sweep of pk PROJECT#{id} for what a request already under way wrote meanwhile.
 */
export async function deleteProject(
  deps: { store: Store; clock: Clock; blobs: Blobs },
  input: { userId: string; projectId: string },
): Promise<void> {
  const { store } = deps;
  await ownProjectItem(store, input.userId, input.projectId);
  await deleteProjectItems(store, input.projectId);
  await deleteProjectImages(deps, input.userId, input.projectId);
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
  }, projectsBusy);
  await deleteProjectItems(store, input.projectId);
}
