/** POST /api/flows/{flowId}/status: go live (runs the campaign checks: 422 with the problems), pause, archive. */
import { flowDetailResponseSchema, type FlowStatusBody } from '../../../../shared/contracts/flows';
import { ApiRequestError, api } from '../../../lib/api-client';
import { flowPath } from './keys';

export const setFlowStatus = (flowId: string, status: FlowStatusBody['status']) =>
  api.post(flowPath(flowId, 'status'), { status }, { schema: flowDetailResponseSchema });

/** The problems a refused go-live names (422), each in its own sentence; else the one sentence of the error. */
export function problemsOf(error: unknown): string[] {
  if (error instanceof ApiRequestError) {
    const issues = (error.issues ?? []).map((issue) => issue.message).filter(Boolean);
    return issues.length > 0 ? issues : [error.message];
  }
  return [error instanceof Error ? error.message : 'Something went wrong. Please try again.'];
}
