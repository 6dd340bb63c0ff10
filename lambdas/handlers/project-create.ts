import { createProjectBodySchema, projectResponseSchema } from '../../shared/contracts/projects';
import { createProject } from '../domain/projects/create-project';
import { httpRoute } from '../http/route';
import { reply } from '../http/responses';

/** POST /api/projects: 201 `{ project }`, or 403 with the spec's sentence when the plan allows no more. */
export const handler = httpRoute({
  id: 'projectCreate',
  contract: { body: createProjectBodySchema, response: projectResponseSchema },
  handle: async ({ identity, ports, body }) =>
    reply(201, {
      project: await createProject(ports, {
        userId: identity.accountId,
        ...(body?.name ? { name: body.name } : {}),
      }),
    }),
});
