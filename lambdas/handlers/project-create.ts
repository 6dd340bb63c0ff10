import { createProjectBodySchema, projectResponseSchema } from '../../shared/contracts/projects';
import { createProject } from '../domain/projects/create-project';
import { httpRoute } from '../http/route';
import { reply } from '../http/responses';
import { recordActivity } from '../domain/teams/activity-log';

/** POST /api/projects: 201 `{ project }`, or 403 with the spec's sentence when the plan allows no more. */
export const handler = httpRoute({
  id: 'projectCreate',
  contract: { body: createProjectBodySchema, response: projectResponseSchema },
  handle: async ({ identity, ports, body }) => {
    const project = await createProject(ports, {
      userId: identity.accountId,
      ...(body?.name ? { name: body.name } : {}),
    });
    const fact = { itemId: project.id, itemName: project.name };
    await recordActivity(ports, identity, { action: 'project.created', ...fact });
    return reply(201, { project });
  },
});
