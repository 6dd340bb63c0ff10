/** POST /api/flows: a new draft flow (201 with its detail). */
import { flowDetailResponseSchema, type CreateFlowBody } from '../../../../shared/contracts/flows';
import { api } from '../../../lib/api-client';

export const createFlow = (body: CreateFlowBody) =>
  api.post('/api/flows', body, { schema: flowDetailResponseSchema });
