/** POST /api/flows/{flowId}/test-send: every email of the flow, in order, to the owner, labelled as a test. */
import { testSendResponseSchema } from '../../../../shared/contracts/flows';
import { api } from '../../../lib/api-client';
import { flowPath } from './keys';

export const sendFlowTest = async (flowId: string): Promise<number> =>
  (await api.post(flowPath(flowId, 'test-send'), {}, { schema: testSendResponseSchema })).sent;
