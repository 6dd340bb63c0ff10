/** DELETE /api/flows/{flowId}: drafts and archived flows only. */
import { api } from '../../../lib/api-client';
import { flowPath } from './keys';

export const deleteFlow = (flowId: string) => api.delete(flowPath(flowId));
