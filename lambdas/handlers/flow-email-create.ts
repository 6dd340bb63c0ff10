import { flowParamsSchema } from '../../shared/contracts/flows';
import { createProjectBodySchema, projectResponseSchema } from '../../shared/contracts/projects';
import { createBuilderEmail } from '../domain/prebuilt/builder-email';
import { recordActivity } from '../domain/teams/activity-log';
import { reply } from '../http/responses';
import { httpRoute } from '../http/route';

/** POST /api/flows/{flowId}/emails: 201 `{ project }`, a flow email made in the builder (not counted). */
export const handler = httpRoute({
  id: 'flowEmailCreate',
  contract: { params: flowParamsSchema, body: createProjectBodySchema, response: projectResponseSchema },
  handle: async ({ identity, ports, params, body }) => {
    const project = await createBuilderEmail(ports, identity.accountId, params.flowId, body?.name);
    const fact = { itemId: project.id, itemName: project.name };
    await recordActivity(ports, identity, { action: 'project.created', ...fact });
    return reply(201, { project });
  },
});
