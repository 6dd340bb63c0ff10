import { deleteTemplateResponseSchema, templateParamsSchema } from '../../shared/contracts/templates';
import { deleteTemplate } from '../domain/templates/custom-templates';
import { httpRoute } from '../http/route';

/** DELETE /api/custom-templates/{templateId}: `{ deleted: true }`; another account's template is a 404. */
export const handler = httpRoute({
  id: 'customTemplateDelete',
  contract: { params: templateParamsSchema, response: deleteTemplateResponseSchema },
  handle: async ({ identity, ports, params }) => {
    await deleteTemplate(ports.store, identity.accountId, params.templateId);
    return { deleted: true as const, templateId: params.templateId };
  },
});
