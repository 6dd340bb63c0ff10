import { projectResponseSchema } from '../../shared/contracts/projects';
import { startFromTemplateBodySchema, templateParamsSchema } from '../../shared/contracts/templates';
import { startFromTemplate } from '../domain/templates/start-from-template';
import { httpRoute } from '../http/route';
import { reply } from '../http/responses';

/** POST /api/templates/{templateId}/projects: 201 `{ project }`; 403 plan_required; 404 template_not_found. */
export const handler = httpRoute({
  id: 'templateStart',
  contract: {
    params: templateParamsSchema,
    body: startFromTemplateBodySchema,
    response: projectResponseSchema,
  },
  handle: async ({ identity, ports, params }) =>
    reply(201, {
      project: await startFromTemplate(ports, {
        accountId: identity.accountId,
        templateId: params.templateId,
      }),
    }),
});
