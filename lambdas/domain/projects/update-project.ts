import type { ProjectSummary } from '../../../shared/contracts/projects';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store } from '../../ports/store';
import { keys } from '../../table';
import { ownProjectItem } from './get-project';
import { projectNameTaken, projectNotFound, projectsBusy } from './project-errors';
import { listIndexKey, nameClaimItem, toSummary } from './project-item';
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
  return withRetries(async () => {
    const item = await ownProjectItem(store, input.userId, input.projectId);
    if (item.name === input.name) return toSummary(item);
    const at = deps.clock.now().toISOString();
    const archived = item.isArchived === true;
    const set = { name: input.name, lastEditedAt: at, ...listIndexKey(input.userId, archived, at) };
    try {
      await store.transact([
        {
          kind: 'update',
          key: keys.project(input.userId, input.projectId),
          set,
          condition: { attribute: 'name', equals: item.name },
        },
        { kind: 'put', item: nameClaimItem({ ...input }), condition: 'absent' },
        {
          kind: 'delete',
          key: keys.projectNameClaim(input.userId, String(item.name)),
          condition: { attribute: 'projectId', equals: input.projectId },
        },
      ]);
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      if (error.failedIndex === 1) throw projectNameTaken(input.name);
      throw new RetryAttempt();
    }
    return toSummary({ ...item, ...set });
  }, projectsBusy);
}

/** Archive / unarchive: moves the list item between the active and archived lists (gsi2 partitions). */
export async function setProjectArchived(
  deps: Deps,
  input: { userId: string; projectId: string; isArchived: boolean },
): Promise<ProjectSummary> {
  const { store } = deps;
  const item = await ownProjectItem(store, input.userId, input.projectId);
  const at = typeof item.lastEditedAt === 'string' ? item.lastEditedAt : String(item.createdAt);
  try {
    const updated = await store.update(
      keys.project(input.userId, input.projectId),
      { isArchived: input.isArchived, ...listIndexKey(input.userId, input.isArchived, at) },
      'present',
    );
    return toSummary(updated);
  } catch (error) {
    if (error instanceof ConditionFailedError) throw projectNotFound();
    throw error;
  }
}
