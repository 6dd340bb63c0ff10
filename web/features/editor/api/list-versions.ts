import { editorApiPaths, versionListSchema, type VersionSummary } from '../../../../shared/contracts/editor';
import { api } from '../../../lib/api-client';

/** GET versions: newest first, at most 100. */
export async function listVersions(projectId: string, signal?: AbortSignal): Promise<VersionSummary[]> {
  return (await api.get(editorApiPaths.versions(projectId), { schema: versionListSchema, signal })).versions;
}
