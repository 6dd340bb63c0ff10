import * as z from 'zod';
import { applyBrandBodySchema, applyBrandResponseSchema } from '../../shared/contracts/brand';
import { applyBrandBatch } from '../domain/brand/apply-brand-batch';
import { httpRoute } from '../http/route';

/**
 * POST /api/projects/{projectId}/apply-brand: the brand kit as a batch of pending changes to review
 * (`{ batchId, changes }`); 404 for another account's project, 409 for an email never saved.
 */
export const handler = httpRoute({
  id: 'brandApply',
  contract: {
    params: z.object({ projectId: z.string() }),
    body: applyBrandBodySchema,
    response: applyBrandResponseSchema,
  },
  handle: ({ identity, ports, params }) => applyBrandBatch(ports, identity.accountId, params.projectId),
});
