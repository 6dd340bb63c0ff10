import { deleteProjectResponseSchema, projectParamsSchema } from '../../shared/contracts/projects';
import { deleteVersions } from '../domain/editor/versions';
import { deleteProject } from '../domain/projects/delete-project';
import { httpRoute } from '../http/route';

/** DELETE /api/projects/{projectId}: removes the project, its content, name and versions; one project fewer. */
export const handler = httpRoute({
  id: 'projectDelete',
  contract: { params: projectParamsSchema, response: deleteProjectResponseSchema },
  handle: async ({ identity, ports, params }) => {
    await deleteProject(ports, { userId: identity.userId, projectId: params.projectId });
    // Its versions (issue 11) live under the project's own partition; they go once the project is gone.
    await deleteVersions(ports.store, params.projectId);
    return { deleted: true as const, projectId: params.projectId };
  },
});
