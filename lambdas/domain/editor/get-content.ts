import type { ProjectContent } from '../../../shared/contracts/editor';
import { renderEmailHtml } from '../../../shared/email';
import type { Item, Store } from '../../ports/store';
import { toSummary } from '../projects/project-item';
import { readContent, type StoredContent } from './content-item';
import { ownedProject, versionOf } from './project-access';

const MAX_READS = 4;

/**
 * The caller's project with its document and HTML (404 when missing or another user's). The list item
 * and the content item are two reads; a save landing between them would pair a version with the other
 * version's document (and a later save could then overwrite unseen work), so the pair is read again
 * until the content's version matches. A document with no stored HTML gets it rendered (spec 2 §4).
 * GET /api/projects/{id} (issue 10) answers the same data inside its project summary.
 */
export async function getContent(store: Store, userId: string, projectId: string): Promise<ProjectContent> {
  let project: Item | undefined;
  let content: StoredContent | undefined;
  for (let read = 0; read < MAX_READS; read++) {
    [project, content] = await Promise.all([
      ownedProject(store, userId, projectId),
      readContent(store, userId, projectId),
    ]);
    if (!content || content.version === undefined || content.version === versionOf(project)) break;
  }
  const summary = toSummary(project as Item);
  return {
    projectId,
    // The content carries the version it was saved as: the pair is always consistent.
    version: content?.version ?? summary.version,
    name: summary.name,
    lastEditedAt: summary.lastEditedAt,
    document: content?.document ?? null,
    html: content ? content.html || renderEmailHtml(content.document) : null,
  };
}
