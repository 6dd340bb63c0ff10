/**
 * Loads the project of /editor/{projectId} or /editor/{username}/{projectName}. A missing or foreign
 * project (404), a failed load or a project the editor cannot open goes to the dashboard with the toasts of docs/product.md › Editor screens:
 * toast ('Project not found.', 'Failed to load project data.', 'Failed to initialize editor').
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
  if (missing) return { title: 'Error', description: 'Project not found.' };
  // The project arrived but is not one the editor can open (an answer in an unexpected shape, a document
  // that does not parse): 'Failed to initialize editor' (docs/product.md › Editor screens). No answer or a refusal: 'Failed to load'.
  const arrived = !(error instanceof ApiRequestError) || (error.status >= 200 && error.status < 300);
  return {
    title: 'Error',
    description: arrived ? 'Failed to initialize editor' : 'Failed to load project data.',
  };
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
