/** Custom templates (Premium; shared/contracts/templates.ts): list, save, delete, start a project from one. */
import { useQuery } from '@tanstack/react-query';
import { projectResponseSchema } from '../../../shared/contracts/projects';
import {
  customTemplateListResponseSchema,
  customTemplateResponseSchema,
  deleteTemplateResponseSchema,
} from '../../../shared/contracts/templates';
import { api } from '../../lib/api-client';

export const customTemplatesKey = ['custom-templates'] as const;

export function useCustomTemplates(enabled: boolean) {
  return useQuery({
    queryKey: customTemplatesKey,
    queryFn: ({ signal }) =>
      api.get('/api/custom-templates', { schema: customTemplateListResponseSchema, signal }),
    enabled,
  });
}

export const saveAsTemplate = async (projectId: string, name: string) =>
  (await api.post('/api/custom-templates', { projectId, name }, { schema: customTemplateResponseSchema }))
    .template;

export const deleteCustomTemplate = (id: string) =>
  api.delete(`/api/custom-templates/${encodeURIComponent(id)}`, { schema: deleteTemplateResponseSchema });

export const startFromCustomTemplate = async (id: string) =>
  (
    await api.post(
      `/api/custom-templates/${encodeURIComponent(id)}/projects`,
      {},
      { schema: projectResponseSchema },
    )
  ).project;
