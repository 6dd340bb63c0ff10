import type { Project } from '../../../shared/contracts/projects';
import type { Item, Store } from '../../ports/store';
import { keys } from '../../table';
import { getUsernameClaim } from '../items/profile';
import { projectNotFound } from './project-errors';
import { toProject } from './project-item';

/** The caller's list item, or 404: another user's id is simply not in the caller's partition. */
export async function ownProjectItem(store: Store, userId: string, projectId: string): Promise<Item> {
  const item = await store.get(keys.project(userId, projectId));
  if (!item) throw projectNotFound();
  return item;
}

/** GET /api/projects/{id}: the list item and its content, read together. */
export async function getProject(store: Store, userId: string, projectId: string): Promise<Project> {
  const [item, content] = await Promise.all([
    store.get(keys.project(userId, projectId)),
    store.get(keys.projectContent(userId, projectId)),
  ]);
  if (!item) throw projectNotFound();
  return toProject(item, content);
}

/**
 * GET /api/projects/by-name: /editor/{username}/{name}. As docs/product.md › Projects, the signed-in user first (matched by
 * email), then the username through its uniqueness item. A username that is not the caller's is answered like
 * a missing project (404), so nobody reaches another user's project by name.
 */
export async function getProjectByName(
  store: Store,
  input: { userId: string; email: string; username: string; name: string },
): Promise<Project> {
  const byEmail = input.email !== '' && input.username.toLowerCase() === input.email.toLowerCase();
  const owner = byEmail ? { userId: input.userId } : await getUsernameClaim(store, input.username);
  if (!owner || owner.userId !== input.userId) throw projectNotFound();
  const claim = await store.get(keys.projectNameClaim(input.userId, input.name));
  if (!claim || typeof claim.projectId !== 'string') throw projectNotFound();
  return getProject(store, input.userId, claim.projectId);
}
