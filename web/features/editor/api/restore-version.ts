import {
  editorApiPaths,
  restoreVersionResponseSchema,
  type RestoreVersionResponse,
} from '../../../../shared/contracts/editor';
import { api } from '../../../lib/api-client';

/**
 * POST restore: the current document is kept as a version first; 409 when this tab is stale. Versions are
 * named in the browser from their timestamp (model/version-title.ts), so no label is sent.
 */
export function restoreVersion(
  projectId: string,
  versionId: string,
  expectedVersion: number,
): Promise<RestoreVersionResponse> {
  return api.post(
    editorApiPaths.restoreVersion(projectId, versionId),
    { expectedVersion },
    { schema: restoreVersionResponseSchema },
  );
}
