import type { ProjectContent } from '../../../shared/contracts/editor';
import { renderEmailHtml } from '../../../shared/email';
import type { Store } from '../../ports/store';
import { getProject } from '../projects/get-project';
import { checkProjectId } from './project-access';

/**
 * GET /api/projects/{id}/content: the same read as GET /api/projects/{id} (getProject, the one source of
 * the project's document, HTML and version; the version is the one the content was saved as, so the pair
 * is always consistent), in the editor's shape. A document with no stored HTML gets it rendered (docs/product.md › Saving and versions).
 * 404 when missing or another user's.
 */
export async function getContent(
  store: Store,
  accountId: string,
  projectId: string,
): Promise<ProjectContent> {
  const project = await getProject(store, accountId, checkProjectId(projectId));
  return {
    projectId,
    version: project.version,
    name: project.name,
    lastEditedAt: project.lastEditedAt,
    document: project.document,
    html: project.document ? project.html || renderEmailHtml(project.document) : null,
  };
}
