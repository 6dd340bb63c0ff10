import { DEFAULT_PROJECT_NAME, type ProjectSummary } from '../../../shared/contracts/projects';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { insertProject } from './insert-project';

/** POST /api/projects: a new, empty project ('Untitled Document' unless named; a clash gets a suffix). */
export function createProject(
  deps: { store: Store; clock: Clock },
  input: { userId: string; name?: string },
): Promise<ProjectSummary> {
  return insertProject(deps, { userId: input.userId, wantedName: input.name ?? DEFAULT_PROJECT_NAME });
}
