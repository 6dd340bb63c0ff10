import { deleteProjectResponseSchema, projectParamsSchema } from '../../shared/contracts/projects';
import { deleteProjectImages } from '../domain/editor/project-images';
import { deleteProject } from '../domain/projects/delete-project';
import { activityEntryWrite } from '../domain/teams/activity-log';
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
    // The activity log's entry goes in the deleting transaction itself (issue 34).
    const alsoWrite = (name: string) => [
      activityEntryWrite(
        identity,
        { action: 'project.deleted', itemId: params.projectId, itemName: name },
        ports.clock.now(),
      ),
    ];
    await deleteProject(
      { ...ports, deleteImages, alsoWrite },
      { userId: identity.accountId, projectId: params.projectId },
    );
    return { deleted: true as const, projectId: params.projectId };
  },
});
