import { editorErrorCodes, PROJECT_NOT_FOUND_MESSAGE } from '../../../shared/contracts/editor';
import type { Item, Store } from '../../ports/store';
import { keys } from '../../table';
import { DomainError } from '../errors';

/** Project ids are URL- and S3-key-safe tokens; anything else cannot name a project. */
const PROJECT_ID = /^[A-Za-z0-9_-]{1,128}$/;

export const projectNotFound = () =>
  new DomainError('not_found', editorErrorCodes.projectNotFound, PROJECT_NOT_FOUND_MESSAGE);

export function checkProjectId(projectId: string): string {
  if (!PROJECT_ID.test(projectId)) throw projectNotFound();
  return projectId;
}

/** The project's list item, looked up under the caller's own key: another user's project is simply absent. */
export async function ownedProject(store: Store, userId: string, projectId: string): Promise<Item> {
  const item = await store.get(keys.project(userId, checkProjectId(projectId)));
  if (!item) throw projectNotFound();
  return item;
}

/** The optimistic-concurrency counter of a project (0 when the item has none yet). */
export function versionOf(project: Item): number {
  return typeof project.version === 'number' ? project.version : 0;
}

export function nameOf(project: Item): string {
  return typeof project.name === 'string' ? project.name : '';
}

export function lastEditedAtOf(project: Item): string | null {
  return typeof project.lastEditedAt === 'string' ? project.lastEditedAt : null;
}
