import type { Project, ProjectSummary } from '../../../shared/contracts/projects';
import { parseEmailDocument } from '../../../shared/email/parse';
import type { Item } from '../../ports/store';
import { keys } from '../../table';

/**
 * The storage layout of a project (the single table, lambdas/table.ts). Three items per project, all in the
 * owner's partition, so every key derives from the verified token's subject:
 *
 * 1. The list item, keys.project(sub, id): pk USER#{sub}, sk PROJECT#{id}, and on gsi2 either
 *    keys.projectsIndex(sub, lastEditedAt) (active) or keys.archivedProjectsIndex(sub, lastEditedAt) (archived),
 *    so one Query lists a page of either, newest edit first. Attributes:
 *      projectId    string   the id (a UUID)
 *      userId       string   the owner (the token's subject)
 *      name         string   trimmed; unique per owner through item 3
 *      createdAt    string   ISO date-time
 *      lastEditedAt string   ISO date-time; ALWAYS equal to gsi2sk (write both together)
 *      isArchived   boolean  gsi2pk is ARCHIVEDPROJECTS#{sub} when true, PROJECTS#{sub} when false
 *      version      number   0 at creation; +1 on every content save (optimistic concurrency)
 *
 * 2. The content item, keys.projectContent(sub, id): pk USER#{sub}, sk PROJECTDOC#{id}. Absent until the first
 *    save (the project then has `document: null`, `html: null`). Attributes:
 *      projectId    string
 *      userId       string
 *      documentJson string   JSON text of the semantic_email_v2 document (shared/email), read leniently
 *      html         string   its rendered HTML
 *      updatedAt    string   ISO date-time
 *
 *    A content save (branch h11b) is one transaction: an update of item 1 with the condition
 *    `{ all: [{ attribute: 'version', equals: expected }] }` that sets lastEditedAt and gsi2sk (same value)
 *    and adds 1 to `version`, plus a put of item 2.
 *
 * 3. The name claim, keys.projectNameClaim(sub, name): pk USER#{sub}, sk PROJECTNAME#{name}, holding projectId
 *    and userId. Written and removed in the same transactions as item 1 (create, duplicate, rename, delete).
 *
 * The owner's profile (keys.profile) counts the list items in `projectCount`; create and duplicate add 1 and
 * delete subtracts 1 in the transaction that writes the list item.
 */
export const PROJECT_ITEM_TYPE = 'project';

export function listIndexKey(sub: string, archived: boolean, lastEditedAt: string) {
  return archived ? keys.archivedProjectsIndex(sub, lastEditedAt) : keys.projectsIndex(sub, lastEditedAt);
}

export function newProjectItem(input: { userId: string; projectId: string; name: string; at: string }): Item {
  return {
    ...keys.project(input.userId, input.projectId),
    ...listIndexKey(input.userId, false, input.at),
    type: PROJECT_ITEM_TYPE,
    projectId: input.projectId,
    userId: input.userId,
    name: input.name,
    createdAt: input.at,
    lastEditedAt: input.at,
    isArchived: false,
    version: 0,
  };
}

export function nameClaimItem(input: { userId: string; projectId: string; name: string }): Item {
  return {
    ...keys.projectNameClaim(input.userId, input.name),
    projectId: input.projectId,
    userId: input.userId,
    name: input.name,
  };
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function toSummary(item: Item): ProjectSummary {
  const version = item.version;
  return {
    id: str(item.projectId) ?? '',
    name: str(item.name) ?? '',
    createdAt: str(item.createdAt) ?? '',
    lastEditedAt: str(item.lastEditedAt),
    isArchived: item.isArchived === true,
    version: typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : 0,
  };
}

/** The list item and (possibly absent) content item as the editor's project. */
export function toProject(item: Item, content: Item | undefined): Project {
  const parsed = content ? parseEmailDocument(content.documentJson) : undefined;
  return {
    ...toSummary(item),
    document: parsed?.ok ? parsed.data : null,
    html: str(content?.html),
  };
}
