import { customTemplateListResponseSchema } from '../../shared/contracts/templates';
import { listTemplates } from '../domain/templates/custom-templates';
import { httpRoute } from '../http/route';

/** GET /api/custom-templates: the account's own templates (Premium; 403 plan_required below it). */
export const handler = httpRoute({
  id: 'customTemplateList',
  contract: { response: customTemplateListResponseSchema },
  handle: async ({ identity, ports }) => ({
    templates: await listTemplates(ports.store, identity.accountId),
  }),
});
