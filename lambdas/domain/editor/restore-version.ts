import type { RestoreVersionResponse } from '../../../shared/contracts/editor';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { getSavedContent } from '../items/project-content';
import { VersionConflictError } from './errors';
import { ownedProject } from './project-access';
import { saveContent } from './save-content';
import { getVersion, recordVersion } from './versions';

/**
 * Restores a version: checks ownership and the expected version (409 before anything is written), records
 * the current document as a version (the restore's undo point), then saves the chosen version's document
 * through the same version-checked save, so a tab that went stale in between still gets 409.
 */
export async function restoreVersion(
  ports: { store: Store; clock: Clock },
  input: {
    userId: string;
    projectId: string;
    versionId: string;
    expectedVersion: number;
    versionLabel?: string;
  },
): Promise<RestoreVersionResponse> {
  const project = await ownedProject(ports.store, input.userId, input.projectId);
  if (project.version !== input.expectedVersion) throw new VersionConflictError(project.version);
  const chosen = await getVersion(ports.store, input.projectId, input.versionId);
  const current = await getSavedContent(ports.store, input.userId, input.projectId);
  const snapshot = current
    ? await recordVersion(ports, input.projectId, current.document, input.versionLabel)
    : null;
  const saved = await saveContent(ports, {
    userId: input.userId,
    projectId: input.projectId,
    expectedVersion: input.expectedVersion,
    document: chosen.document,
  });
  return { ...saved, document: chosen.document, snapshot };
}
