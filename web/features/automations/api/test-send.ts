/** POST /api/flows/{flowId}/test-send: every email of the flow, in order, to the owner, labelled as a test. */
import * as z from 'zod';
import { api } from '../../../lib/api-client';
import { flowPath } from './keys';

/** The contract names the answer `{ sent }` without a schema: how many emails went out. */
const testSendResponseSchema = z.object({ sent: z.number().int().min(0) });

export const sendFlowTest = async (flowId: string): Promise<number> =>
  (await api.post(flowPath(flowId, 'test-send'), {}, { schema: testSendResponseSchema })).sent;
