import type { ProjectSummary } from '../../../shared/contracts/projects';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { getProjectContent } from '../items/project-content';
import { ownProjectItem } from './get-project';
import { insertProject } from './insert-project';

/**
 * POST /api/projects/{id}/duplicate: a new project under the limit rules of create, named like the source
 * with the next free numeric suffix ('Welcome' -> 'Welcome 2'), with a copy of its document and HTML.
 * The copy starts at version 0 with no chat, changes or versions.
 */
export async function duplicateProject(
  deps: { store: Store; clock: Clock },
  input: { userId: string; projectId: string },
): Promise<ProjectSummary> {
  const source = await ownProjectItem(deps.store, input.userId, input.projectId);
  const content = await getProjectContent(deps.store, input.userId, input.projectId);
  return insertProject(deps, {
    userId: input.userId,
    wantedName: source.name,
    ...(content ? { content } : {}),
  });
}
