import * as z from 'zod';

/**
 * Templates (issue 33; docs/product.md › Templates). The gallery itself is shared data
 * (shared/templates/catalogue.ts); the server builds the chosen one in the account's brand.
 *   POST /api/templates/{templateId}/projects -> 201 projectResponse (a new project holding the template)
 *        403 plan_required when the plan does not include the template, 404 template_not_found
 */
export const templateParamsSchema = z.object({ templateId: z.string().min(1).max(64) });
/** Starting a project from a template takes no fields (the template and the brand say everything). */
export const startFromTemplateBodySchema = z
  .strictObject({}, { error: 'Starting from a template takes no fields: send {} or no body.' })
  .optional();

/**
 * Custom templates (Premium): a named snapshot of one of the account's emails, shared across its projects.
 *   GET    /api/custom-templates                           -> customTemplateListResponse
 *   POST   /api/custom-templates          saveTemplateBody -> 201 customTemplateResponse
 *   DELETE /api/custom-templates/{templateId}              -> { deleted: true, templateId }
 *   POST   /api/custom-templates/{templateId}/projects      -> 201 projectResponse
 * Every one is 403 plan_required below Premium; another account's template is 404 template_not_found.
 */
export const CUSTOM_TEMPLATE_MAX = 50;
export const TEMPLATE_NAME_MAX = 100;

export const saveTemplateBodySchema = z.strictObject({
  projectId: z.string().min(1).max(64),
  name: z
    .string({ message: 'Please name the template.' })
    .trim()
    .min(1, 'Please name the template.')
    .max(TEMPLATE_NAME_MAX, `A template name is at most ${TEMPLATE_NAME_MAX} characters.`),
});
export const customTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** The snapshot's HTML, for its preview. */
  html: z.string(),
});
export type CustomTemplate = z.output<typeof customTemplateSchema>;
export const customTemplateResponseSchema = z.object({ template: customTemplateSchema });
export const customTemplateListResponseSchema = z.object({ templates: z.array(customTemplateSchema) });
export const deleteTemplateResponseSchema = z.object({ deleted: z.literal(true), templateId: z.string() });

export const customTemplateTexts = {
  planRequired: 'Custom templates are part of the Premium plan. Upgrade to save your own templates.',
  empty: 'This email is empty. Write something before saving it as a template.',
  full: `You have ${CUSTOM_TEMPLATE_MAX} templates, the most an account keeps. Delete one to save another.`,
} as const;
