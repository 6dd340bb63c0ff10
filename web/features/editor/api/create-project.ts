import { projectResponseSchema, type ProjectSummary } from '../../../../shared/contracts/projects';
import { api } from '../../../lib/api-client';

/** POST /api/projects: a new project ('Untitled Document' unless named), under the plan's limit. */
export async function createProject(name?: string): Promise<ProjectSummary> {
  return (await api.post('/api/projects', name ? { name } : {}, { schema: projectResponseSchema })).project;
}
