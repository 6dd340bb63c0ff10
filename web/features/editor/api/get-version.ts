import { editorApiPaths, versionDetailSchema, type VersionDetail } from '../../../../shared/contracts/editor';
import { api } from '../../../lib/api-client';

/** GET one version: its document and the HTML rendered from it. */
export async function getVersion(projectId: string, versionId: string): Promise<VersionDetail['version']> {
  return (await api.get(editorApiPaths.version(projectId, versionId), { schema: versionDetailSchema }))
    .version;
}
