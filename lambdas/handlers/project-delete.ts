import { deleteProjectResponseSchema, projectParamsSchema } from '../../shared/contracts/projects';
import { deleteProject } from '../domain/projects/delete-project';
import { httpRoute } from '../http/route';

/** DELETE /api/projects/{projectId}: removes the project, its content and its name; one project fewer. */
export const handler = httpRoute({
  id: 'projectDelete',
  contract: { params: projectParamsSchema, response: deleteProjectResponseSchema },
  handle: async ({ identity, ports, params }) => {
    await deleteProject(ports, { userId: identity.userId, projectId: params.projectId });
    return { deleted: true as const, projectId: params.projectId };
  },
});
