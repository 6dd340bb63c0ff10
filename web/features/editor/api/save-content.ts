import type { EmailDocument } from '../../../../shared/email';
import {
  editorApiPaths,
  saveContentResponseSchema,
  type SaveContentResponse,
} from '../../../../shared/contracts/editor';
import { api } from '../../../lib/api-client';

/**
 * PUT content with the version last loaded or saved (409 version_conflict from a stale tab, nothing
 * written). An explicit save records a version (shown with the viewer's local date and time: version-title.ts).
 */
export function saveContent(
  projectId: string,
  document: EmailDocument,
  expectedVersion: number,
  recordVersion = false,
): Promise<SaveContentResponse> {
  return api.put(
    editorApiPaths.content(projectId),
    {
      expectedVersion,
      document,
      ...(recordVersion ? { recordVersion: true } : {}),
    },
    { schema: saveContentResponseSchema },
  );
}
