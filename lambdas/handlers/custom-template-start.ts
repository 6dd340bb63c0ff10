import { projectResponseSchema } from '../../shared/contracts/projects';
import { startFromTemplateBodySchema, templateParamsSchema } from '../../shared/contracts/templates';
import { startFromCustomTemplate } from '../domain/templates/custom-templates';
import { httpRoute } from '../http/route';
import { reply } from '../http/responses';

/** POST /api/custom-templates/{templateId}/projects: 201 `{ project }` holding a copy of the template. */
export const handler = httpRoute({
  id: 'customTemplateStart',
  contract: {
    params: templateParamsSchema,
    body: startFromTemplateBodySchema,
    response: projectResponseSchema,
  },
  handle: async ({ identity, ports, params }) =>
    reply(201, { project: await startFromCustomTemplate(ports, identity.accountId, params.templateId) }),
});
