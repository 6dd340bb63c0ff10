import { deleteProjectResponseSchema, projectParamsSchema } from '../../shared/contracts/projects';
import { deleteProjectImages } from '../domain/editor/project-images';
import { deleteProject } from '../domain/projects/delete-project';
import { httpRoute } from '../http/route';
import { blobsPort } from '../wiring/blobs';

/**
 * DELETE /api/projects/{projectId}: removes the project with everything it owns (content, name, chat,
 * pending changes, versions, uploaded images); one project fewer.
 */
export const handler = httpRoute({
  id: 'projectDelete',
  uses: [blobsPort],
  contract: { params: projectParamsSchema, response: deleteProjectResponseSchema },
  handle: async ({ identity, ports, params }) => {
    const deleteImages = (accountId: string, projectId: string) =>
      deleteProjectImages(ports, accountId, projectId);
    await deleteProject(
      { ...ports, deleteImages },
      { userId: identity.accountId, projectId: params.projectId },
    );
    return { deleted: true as const, projectId: params.projectId };
  },
});
