import * as z from 'zod';
import { manageRequestSchema, type ManageResponse } from '../../shared/contracts/ai';
import { managePending } from '../domain/ai/manage-pending';
import { httpRoute } from '../http/route';

/**
 * POST /api/projects/{projectId}/pending-changes: manage-pending-changes (docs/product.md › Pending changes) with operation
 * accept_one / reject_one (changeId) or accept_batch / reject_batch (batchId). Accepting saves through
 * the editor's version-checked save: 409 version_conflict when the project moved on meanwhile.
 */
export const handler = httpRoute({
  id: 'aiPendingManage',
  contract: { params: z.object({ projectId: z.string() }), body: manageRequestSchema },
  handle: ({ identity, ports, params, body, log }): Promise<ManageResponse> =>
    managePending(ports, identity.accountId, params.projectId, body, {
      warn: (message, extra) => log.warn(message, extra),
    }),
});
