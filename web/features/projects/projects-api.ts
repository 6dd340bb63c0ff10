/** The project list's calls (contracts in shared/contracts/projects.ts) as React Query hooks. */
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  deleteProjectResponseSchema,
  projectListResponseSchema,
  projectResponseSchema,
  type UpdateProjectBody,
} from '../../../shared/contracts/projects';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';

export const projectsQueryKey = (userId: string) => ['projects', userId] as const;

export function useProjectList(archived: boolean) {
  const { status, user } = useAuth();
  return useInfiniteQuery({
    queryKey: [...projectsQueryKey(user?.id ?? ''), archived ? 'archived' : 'active'],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams(archived ? { archived: 'true' } : {});
      if (pageParam) query.set('cursor', pageParam);
      const qs = query.toString();
      return api.get(`/api/projects${qs ? `?${qs}` : ''}`, { schema: projectListResponseSchema, signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: status === 'signedIn' && !!user,
  });
}

export const createProject = async (name?: string) =>
  (await api.post('/api/projects', name ? { name } : {}, { schema: projectResponseSchema })).project;

export const updateProject = async (id: string, body: UpdateProjectBody) =>
  (await api.patch(`/api/projects/${encodeURIComponent(id)}`, body, { schema: projectResponseSchema }))
    .project;

export const duplicateProject = async (id: string) =>
  (await api.post(`/api/projects/${encodeURIComponent(id)}/duplicate`, {}, { schema: projectResponseSchema }))
    .project;

export const deleteProject = (id: string) =>
  api.delete(`/api/projects/${encodeURIComponent(id)}`, { schema: deleteProjectResponseSchema });
