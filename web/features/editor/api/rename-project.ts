import { projectResponseSchema, type ProjectSummary } from '../../../../shared/contracts/projects';
import { api } from '../../../lib/api-client';

/** PATCH /api/projects/{projectId} with a new name (the title edit). */
export async function renameProject(projectId: string, name: string): Promise<ProjectSummary> {
  const path = `/api/projects/${encodeURIComponent(projectId)}`;
  return (await api.patch(path, { name }, { schema: projectResponseSchema })).project;
}
