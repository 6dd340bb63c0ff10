/** POST /api/flows/{flowId}/emails: a new email for the flow's steps (a flow email: not counted as a project). */
import { projectResponseSchema, type ProjectSummary } from '../../../../shared/contracts/projects';
import { api } from '../../../lib/api-client';
import { flowPath } from './keys';

export const createFlowEmail = async (flowId: string): Promise<ProjectSummary> =>
  (await api.post(flowPath(flowId, 'emails'), {}, { schema: projectResponseSchema })).project;
