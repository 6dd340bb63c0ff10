/** The gallery's one call (shared/contracts/templates.ts): a new project from a template. */
import { projectResponseSchema } from '../../../shared/contracts/projects';
import { api } from '../../lib/api-client';

export const startFromTemplate = async (templateId: string) =>
  (
    await api.post(
      `/api/templates/${encodeURIComponent(templateId)}/projects`,
      {},
      {
        schema: projectResponseSchema,
      },
    )
  ).project;
