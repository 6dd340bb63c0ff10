import { projectDetailResponseSchema, type Project } from '../../../../shared/contracts/projects';
import { api } from '../../../lib/api-client';

/** GET /api/projects/{projectId}: the project with its document (null before the first email). */
export async function getProject(projectId: string, signal?: AbortSignal): Promise<Project> {
  const path = `/api/projects/${encodeURIComponent(projectId)}`;
  return (await api.get(path, { schema: projectDetailResponseSchema, signal })).project;
}
