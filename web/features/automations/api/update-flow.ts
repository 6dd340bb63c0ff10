/**
 * PUT /api/flows/{flowId}: saves the name and definition over `expectedVersion` (409 when someone saved
 * since), with where people waiting at removed steps go.
 */
import { flowDetailResponseSchema, type UpdateFlowBody } from '../../../../shared/contracts/flows';
import { api } from '../../../lib/api-client';
import { flowPath } from './keys';

export const updateFlow = (flowId: string, body: UpdateFlowBody) =>
  api.put(flowPath(flowId), body, { schema: flowDetailResponseSchema });
