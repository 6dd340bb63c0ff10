import {
  projectParamsSchema,
  projectResponseSchema,
  updateProjectBodySchema,
} from '../../shared/contracts/projects';
import { renameProject, setProjectArchived } from '../domain/projects/update-project';
import { httpRoute } from '../http/route';

/** PATCH /api/projects/{projectId}: `{ name }` renames (409 when taken), `{ isArchived }` archives/unarchives. */
export const handler = httpRoute({
  id: 'projectUpdate',
  contract: { params: projectParamsSchema, body: updateProjectBodySchema, response: projectResponseSchema },
  handle: async ({ identity, ports, params, body }) => {
    const target = { userId: identity.accountId, projectId: params.projectId };
    const project =
      'name' in body
        ? await renameProject(ports, { ...target, name: body.name })
        : await setProjectArchived(ports, { ...target, isArchived: body.isArchived });
    return { project };
  },
});
