import { presenceResponseSchema, type PresenceResponse } from '../../../../shared/contracts/activity';
import { api } from '../../../lib/api-client';

/** PUT the editor's heartbeat (issue 34): the caller has the email open; answers who else has it open. */
export const beatPresence = (projectId: string, signal?: AbortSignal): Promise<PresenceResponse> =>
  api.put(
    `/api/projects/${encodeURIComponent(projectId)}/presence`,
    {},
    { schema: presenceResponseSchema, signal },
  );
