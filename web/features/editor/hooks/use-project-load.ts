/**
 * Loads the project of /editor/{projectId} or /editor/{username}/{projectName}. A missing or foreign
 * project (404) or a failed load goes to the dashboard with spec 2 §8's toast.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Project } from '../../../../shared/contracts/projects';
import { paths } from '../../../config/paths';
import { ApiRequestError, shouldRetry } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { getProject } from '../api/get-project';
import { getProjectByName } from '../api/get-project-by-name';

export interface ProjectRef {
  projectId?: string | undefined;
  username?: string | undefined;
  projectName?: string | undefined;
}

export function loadFailureToast(ref: ProjectRef, error: unknown): { title: string; description?: string } {
  const missing = error instanceof ApiRequestError && error.status === 404;
  if (missing && ref.username !== undefined)
    return {
      title: 'Project Not Found',
      description: `Could not find project stub for "${ref.projectName}" for user "${ref.username}".`,
    };
  return { title: 'Error', description: missing ? 'Project not found.' : 'Failed to load project data.' };
}

export function useProjectLoad(ref: ProjectRef) {
  const navigate = useNavigate();
  const query = useQuery<Project>({
    queryKey: ['editor-project', ref.projectId ?? '', ref.username ?? '', ref.projectName ?? ''],
    queryFn: ({ signal }) =>
      ref.projectId !== undefined
        ? getProject(ref.projectId, signal)
        : getProjectByName(ref.username ?? '', ref.projectName ?? '', signal),
    enabled: ref.projectId !== undefined || ref.projectName !== undefined,
    retry: shouldRetry,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (!query.isError) return;
    toast({ ...loadFailureToast(ref, query.error), variant: 'destructive' });
    navigate(paths.dashboard, { replace: true });
  }, [query.isError, query.error, navigate, ref]);
  return query;
}
