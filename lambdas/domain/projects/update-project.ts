import type { ProjectSummary } from '../../../shared/contracts/projects';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store } from '../../ports/store';
import {
  projectNameClaimWrite,
  projectNameReleaseWrite,
  projectRenameWrite,
  projectSummary,
  setProjectArchived as storeArchived,
} from '../items/project';
import { ownProjectItem } from './get-project';
import { projectNameTaken, projectNotFound, projectsBusy } from './project-errors';
import { RetryAttempt, withRetries } from '../store-retry';

type Deps = { store: Store; clock: Clock };

/**
 * Rename: one transaction moves the name claim (the old one released only if it is this project's, the new
 * one put only if free) and updates the list item only if its name is still the one read. A name another
 * project holds is a 409 with a sentence; renaming to the same name changes nothing. A rename is an edit: it
 * moves lastEditedAt (and the list index) forward.
 */
export async function renameProject(
  deps: Deps,
  input: { userId: string; projectId: string; name: string },
): Promise<ProjectSummary> {
  const { store } = deps;
  const accountId = input.userId;
  return withRetries(async () => {
    const project = await ownProjectItem(store, accountId, input.projectId);
    if (project.name === input.name) return projectSummary(project);
    const at = deps.clock.now().toISOString();
    try {
      await store.transact([
        projectRenameWrite(accountId, input.projectId, {
          from: project.name,
          name: input.name,
          archived: project.isArchived,
          at,
        }),
        projectNameClaimWrite({ accountId, projectId: input.projectId, name: input.name }),
        projectNameReleaseWrite(accountId, project.name, input.projectId),
      ]);
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      if (error.failedIndex === 1) throw projectNameTaken(input.name);
      throw new RetryAttempt();
    }
    return projectSummary({ ...project, name: input.name, lastEditedAt: at });
  }, projectsBusy);
}

/** Archive / unarchive: moves the list item between the active and archived lists (gsi2 partitions). */
export async function setProjectArchived(
  deps: Deps,
  input: { userId: string; projectId: string; isArchived: boolean },
): Promise<ProjectSummary> {
  const { store } = deps;
  const project = await ownProjectItem(store, input.userId, input.projectId);
  try {
    const updated = await storeArchived(store, input.userId, input.projectId, {
      archived: input.isArchived,
      lastEditedAt: project.lastEditedAt ?? project.createdAt,
    });
    return projectSummary(updated);
  } catch (error) {
    if (error instanceof ConditionFailedError) throw projectNotFound();
    throw error;
  }
}
