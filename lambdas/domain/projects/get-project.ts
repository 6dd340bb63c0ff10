import type { Project } from '../../../shared/contracts/projects';
import type { Store } from '../../ports/store';
import {
  getProject as getProjectItem,
  getProjectIdByName,
  getProjectWithContent,
  type ProjectRecord,
} from '../items/project';
import { getUsernameClaim } from '../items/profile';
import { projectNotFound } from './project-errors';

/** The account's list item, or 404: another account's id is simply not in the caller's partition. */
export async function ownProjectItem(
  store: Store,
  accountId: string,
  projectId: string,
): Promise<ProjectRecord> {
  const project = await getProjectItem(store, accountId, projectId);
  if (!project) throw projectNotFound();
  return project;
}

/** GET /api/projects/{id}: the list item and its content, read together. */
export async function getProject(store: Store, accountId: string, projectId: string): Promise<Project> {
  const project = await getProjectWithContent(store, accountId, projectId);
  if (!project) throw projectNotFound();
  return project;
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
  const projectId = await getProjectIdByName(store, input.userId, input.name);
  if (projectId === undefined) throw projectNotFound();
  return getProject(store, input.userId, projectId);
}
