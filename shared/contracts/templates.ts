import * as z from 'zod';

/**
 * Templates (issue 33; docs/product.md › Templates). The gallery itself is shared data
 * (shared/templates/catalogue.ts); the server builds the chosen one in the account's brand.
 *   POST /api/templates/{templateId}/projects -> 201 projectResponse (a new project holding the template)
 *        403 plan_required when the plan does not include the template, 404 template_not_found
 */
export const templateParamsSchema = z.object({ templateId: z.string().min(1).max(64) });
