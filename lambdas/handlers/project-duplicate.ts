import * as z from 'zod';
import { projectParamsSchema, projectResponseSchema } from '../../shared/contracts/projects';
import { duplicateProject } from '../domain/projects/duplicate-project';
import { httpRoute } from '../http/route';
import { reply } from '../http/responses';

/** POST /api/projects/{projectId}/duplicate: 201 `{ project }` (the copy), under the same limit as create. */
export const handler = httpRoute({
  id: 'projectDuplicate',
  contract: {
    params: projectParamsSchema,
    body: z.strictObject({}).optional(),
    response: projectResponseSchema,
  },
  handle: async ({ identity, ports, params }) =>
    reply(201, {
      project: await duplicateProject(ports, { userId: identity.accountId, projectId: params.projectId }),
    }),
});
