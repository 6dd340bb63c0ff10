import { customTemplateResponseSchema, saveTemplateBodySchema } from '../../shared/contracts/templates';
import { saveAsTemplate } from '../domain/templates/custom-templates';
import { httpRoute } from '../http/route';
import { reply } from '../http/responses';

/** POST /api/custom-templates `{ projectId, name }`: 201 `{ template }`, a snapshot of the project's email. */
export const handler = httpRoute({
  id: 'customTemplateSave',
  contract: { body: saveTemplateBodySchema, response: customTemplateResponseSchema },
  handle: async ({ identity, ports, body }) =>
    reply(201, { template: await saveAsTemplate(ports, identity.accountId, body) }),
});
