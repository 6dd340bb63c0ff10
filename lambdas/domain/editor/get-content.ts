import type { ProjectContent } from '../../../shared/contracts/editor';
import { renderEmailHtml } from '../../../shared/email';
import type { Store } from '../../ports/store';
import { readContent } from './content-item';
import { lastEditedAtOf, nameOf, ownedProject, versionOf } from './project-access';

/**
 * The caller's project with its document and HTML (404 when missing or another user's). A document with
 * no stored HTML gets it rendered (spec 2 §4); the next save stores it.
 */
export async function getContent(store: Store, userId: string, projectId: string): Promise<ProjectContent> {
  const project = await ownedProject(store, userId, projectId);
  const content = await readContent(store, userId, projectId);
  return {
    projectId,
    version: versionOf(project),
    name: nameOf(project),
    lastEditedAt: lastEditedAtOf(project),
    document: content?.document ?? null,
    html: content ? content.html || renderEmailHtml(content.document) : null,
  };
}
