import type { Store } from '../../ports/store';
import type { ProjectRecord } from '../items/project';
import { ownProjectItem } from '../projects/get-project';
import { projectNotFound } from '../projects/project-errors';

/**
 * Project ids are UUIDs (issue 10); the editor's routes also put them in S3 keys, so anything but a plain
 * token cannot name a project here and answers 404 like a missing one.
 */
const PROJECT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export { projectNotFound };

export function checkProjectId(projectId: string): string {
  if (!PROJECT_ID.test(projectId)) throw projectNotFound();
  return projectId;
}

/** The project's list item under the caller's own account: another account's project is simply absent (404). */
export function ownedProject(store: Store, accountId: string, projectId: string): Promise<ProjectRecord> {
  return ownProjectItem(store, accountId, checkProjectId(projectId));
}
