import { projectDetailResponseSchema, type Project } from '../../../../shared/contracts/projects';
import { api } from '../../../lib/api-client';

/** GET /api/projects/by-name: the project of /editor/{username}/{projectName}. */
export async function getProjectByName(
  username: string,
  name: string,
  signal?: AbortSignal,
): Promise<Project> {
  const query = new URLSearchParams({ username, name }).toString();
  return (await api.get(`/api/projects/by-name?${query}`, { schema: projectDetailResponseSchema, signal }))
    .project;
}
