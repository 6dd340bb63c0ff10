import * as z from 'zod';
import type { Project, ProjectSummary } from '../../../shared/contracts/projects';
import type { Item, Store, TransactWrite } from '../../ports/store';
import type { ItemKind } from './item-kind';
import { parseStored } from './item-kind';
import { parseProjectContent, projectContentKeys } from './project-content';
import { versionKeys } from './version';

/** Keys of the project item (lambdas/table.ts lists every kind). */
export const projectKeys = {
  project: (accountId: string, projectId: string) => ({
    pk: `USER#${accountId}`,
    sk: `PROJECT#${projectId}`,
  }),
  projectsIndex: (accountId: string, lastEditedAt: string) => ({
    gsi2pk: `PROJECTS#${accountId}`,
    gsi2sk: lastEditedAt,
  }),
  projectNameIndex: (accountId: string, name: string) => ({
    gsi1pk: `PROJECTNAME#${accountId}#${name}`,
    gsi1sk: 'PROJECT',
  }),
  projectNameClaim: (accountId: string, name: string) => ({
    pk: `USER#${accountId}`,
    sk: `PROJECTNAME#${name}`,
  }),
  /** Prefix of keys.projectNameClaim's sort key, for "names taken like this one" queries. */
  projectNameClaimPrefix: 'PROJECTNAME#',
  archivedProjectsIndex: (accountId: string, lastEditedAt: string) => ({
    gsi2pk: `ARCHIVEDPROJECTS#${accountId}`,
    gsi2sk: lastEditedAt,
  }),
} as const;

export const projectKind: ItemKind = {
  name: 'project',
  patterns: [
    { what: 'projects of a user by last edit', key: 'gsi2 PROJECTS#{accountId} gsi2sk {lastEditedAt}' },
    { what: 'project by id (owner from the token)', key: 'pk USER#{accountId} sk PROJECT#{id}' },
    { what: 'project by owner and name', key: 'gsi1 PROJECTNAME#{accountId}#{name} gsi1sk PROJECT' },
    {
      what: 'project name of a user (uniqueness item)',
      key: 'pk USER#{accountId} sk PROJECTNAME#{name} (projectId)',
    },
    {
      what: 'archived projects of a user by last edit',
      key: 'gsi2 ARCHIVEDPROJECTS#{accountId} gsi2sk {lastEditedAt}',
    },
  ],
};

/**
 * The storage layout of a project (the single table, lambdas/table.ts). Three items per project, all in the
 * owning account's partition:
 *
 * 1. The list item, keys.project(accountId, id): pk USER#{accountId}, sk PROJECT#{id}, and on gsi2 either
 *    keys.projectsIndex(accountId, lastEditedAt) (active) or keys.archivedProjectsIndex(accountId, lastEditedAt)
 *    (archived), so one Query lists a page of either, newest edit first. Attributes:
 *      type         'project'
 *      projectId    string   the id (a UUID)
 *      userId       string   the owning account
 *      name         string   trimmed; unique per owner through item 3
 *      createdAt    string   ISO date-time
 *      lastEditedAt string   ISO date-time; ALWAYS equal to gsi2sk (write both together)
 *      isArchived   boolean  gsi2pk is ARCHIVEDPROJECTS#{accountId} when true, PROJECTS#{accountId} when false
 *      version      number   0 at creation; +1 on every content save (optimistic concurrency)
 *      clarificationContext  {question, request}  the AI chat's open question (absent when none)
 *
 * 2. The content item (items/project-content.ts). A content save is one transaction: projectSaveWrite (an
 *    update of item 1 on the condition that version is the expected one, setting lastEditedAt and gsi2sk
 *    together and version + 1) plus a put of item 2.
 *
 * 3. The name claim, keys.projectNameClaim(accountId, name): pk USER#{accountId}, sk PROJECTNAME#{name},
 *    holding projectId, userId and name. Written and removed in the same transactions as item 1 (create,
 *    duplicate, rename, delete).
 *
 * The owner's profile counts the list items in `projectCount`; create and duplicate add 1 and delete
 * subtracts 1 in the transaction that writes the list item.
 *
 * What a project owns under its own partition, pk PROJECT#{id} (chat messages, pending changes, versions
 * and their documents), is deleted with deleteProjectPartition.
 */
export const PROJECT_ITEM_TYPE = 'project';

const clarificationSchema = z.object({ question: z.string(), request: z.string() });

/** The list item, read leniently as the list always read it (a missing or odd value is its default). */
const projectSchema = z
  .object({
    projectId: z.string().catch(''),
    name: z.string().catch(''),
    createdAt: z.string().catch(''),
    lastEditedAt: z.string().nullable().catch(null),
    isArchived: z.boolean().catch(false),
    version: z.number().int().min(0).catch(0),
    clarificationContext: clarificationSchema.optional().catch(undefined),
    /** An email of a flow (made with it, e.g. the prebuilt drafts): not counted against the plan's limit. */
    flowEmail: z.boolean().optional().catch(undefined),
  })
  .transform(({ projectId, clarificationContext, flowEmail, ...rest }) => ({
    id: projectId,
    ...rest,
    ...(clarificationContext ? { clarificationContext } : {}),
    ...(flowEmail ? { flowEmail } : {}),
  }));

/** A project's list item: its summary and the AI chat's open question. */
export interface ProjectRecord extends ProjectSummary {
  clarificationContext?: { question: string; request: string };
  flowEmail?: boolean;
}

export function parseProject(item: Item): ProjectRecord {
  return parseStored('project', projectSchema, item);
}

/** The summary the API answers (the list item without the chat's state). */
export function projectSummary(project: ProjectRecord): ProjectSummary {
  const { id, name, createdAt, lastEditedAt, isArchived, version, flowEmail } = project;
  return { id, name, createdAt, lastEditedAt, isArchived, version, ...(flowEmail ? { flowEmail } : {}) };
}

/** The gsi2 key of the active or the archived list. */
export function projectListIndex(accountId: string, archived: boolean, lastEditedAt: string) {
  return archived
    ? projectKeys.archivedProjectsIndex(accountId, lastEditedAt)
    : projectKeys.projectsIndex(accountId, lastEditedAt);
}

export function newProjectItem(input: {
  accountId: string;
  projectId: string;
  name: string;
  at: string;
  flowEmail?: boolean;
}): Item {
  return {
    ...(input.flowEmail ? { flowEmail: true } : {}),
    ...projectKeys.project(input.accountId, input.projectId),
    ...projectListIndex(input.accountId, false, input.at),
    type: PROJECT_ITEM_TYPE,
    projectId: input.projectId,
    userId: input.accountId,
    name: input.name,
    createdAt: input.at,
    lastEditedAt: input.at,
    isArchived: false,
    version: 0,
  };
}

/** A new project's list item (put only if absent), and the project it stores. */
export function newProject(input: {
  accountId: string;
  projectId: string;
  name: string;
  at: string;
  flowEmail?: boolean;
}): {
  project: ProjectRecord;
  write: TransactWrite;
} {
  const item = newProjectItem(input);
  return { project: parseProject(item), write: { kind: 'put', item, condition: 'absent' } };
}

export function nameClaimItem(input: { accountId: string; projectId: string; name: string }): Item {
  return {
    ...projectKeys.projectNameClaim(input.accountId, input.name),
    projectId: input.projectId,
    userId: input.accountId,
    name: input.name,
  };
}

/** Claims a name for a project: fails (ConditionFailedError) when another project holds it. */
export function projectNameClaimWrite(input: {
  accountId: string;
  projectId: string;
  name: string;
}): TransactWrite {
  return { kind: 'put', item: nameClaimItem(input), condition: 'absent' };
}

/** Releases a name, only if it is still this project's. */
export function projectNameReleaseWrite(accountId: string, name: string, projectId: string): TransactWrite {
  return {
    kind: 'delete',
    key: projectKeys.projectNameClaim(accountId, name),
    condition: { attribute: 'projectId', equals: projectId },
  };
}

/** Renames the list item (a rename is an edit: lastEditedAt and the list index move), if its name is still `from`. */
export function projectRenameWrite(
  accountId: string,
  projectId: string,
  change: { from: string; name: string; archived: boolean; at: string },
): TransactWrite {
  return {
    kind: 'update',
    key: projectKeys.project(accountId, projectId),
    set: {
      name: change.name,
      lastEditedAt: change.at,
      ...projectListIndex(accountId, change.archived, change.at),
    },
    condition: { attribute: 'name', equals: change.from },
  };
}

/**
 * A content save's update of the list item: version + 1 and lastEditedAt with its index key, on the
 * condition that the version is still the expected one and the archived state unchanged (it picks the index).
 */
export function projectSaveWrite(
  accountId: string,
  projectId: string,
  save: { expectedVersion: number; version: number; archived: boolean; at: string },
): TransactWrite {
  return {
    kind: 'update',
    key: projectKeys.project(accountId, projectId),
    set: {
      version: save.version,
      lastEditedAt: save.at,
      ...projectListIndex(accountId, save.archived, save.at),
    },
    condition: {
      all: [
        { attribute: 'version', equals: save.expectedVersion },
        { attribute: 'isArchived', equals: save.archived },
      ],
    },
  };
}

/** Deletes the list item, only if it still exists (so two deletes of one project count down once). */
export function projectDeleteWrite(accountId: string, projectId: string): TransactWrite {
  return {
    kind: 'delete',
    key: projectKeys.project(accountId, projectId),
    condition: { attribute: 'projectId', equals: projectId },
  };
}

export async function getProject(
  store: Store,
  accountId: string,
  projectId: string,
): Promise<ProjectRecord | undefined> {
  const item = await store.get(projectKeys.project(accountId, projectId));
  return item ? parseProject(item) : undefined;
}

/**
 * The list item and (possibly absent) content item as the editor's project. The two are read apart, so a
 * save may land between the reads: the content item carries the version it was saved as (branch h11b), and
 * that version is the one answered, so the editor never pairs a document with a newer version (its next
 * save would then overwrite work it never saw; with the older version it gets a 409 instead).
 */
export function toProject(item: Item, content: Item | undefined): Project {
  const stored = content ? parseProjectContent(content) : undefined;
  const savedAs = stored?.version;
  return {
    ...projectSummary(parseProject(item)),
    ...(savedAs !== undefined && Number.isInteger(savedAs) && savedAs >= 0 ? { version: savedAs } : {}),
    document: stored?.document ?? null,
    html: stored?.html ?? null,
  };
}

/** The list item and the content item, read together, as the editor's project; undefined when absent. */
export async function getProjectWithContent(
  store: Store,
  accountId: string,
  projectId: string,
): Promise<Project | undefined> {
  const [item, content] = await Promise.all([
    store.get(projectKeys.project(accountId, projectId)),
    store.get(projectContentKeys.projectContent(accountId, projectId)),
  ]);
  return item ? toProject(item, content) : undefined;
}

/** Archives or unarchives: moves the list item between the lists. ConditionFailedError when it is gone. */
export async function setProjectArchived(
  store: Store,
  accountId: string,
  projectId: string,
  change: { archived: boolean; lastEditedAt: string },
): Promise<ProjectRecord> {
  const updated = await store.update(
    projectKeys.project(accountId, projectId),
    {
      isArchived: change.archived,
      ...projectListIndex(accountId, change.archived, change.lastEditedAt),
    },
    'present',
  );
  return parseProject(updated);
}

/** Sets (or, with undefined, removes) the AI chat's open question. ConditionFailedError when the project is gone. */
export async function setProjectClarification(
  store: Store,
  accountId: string,
  projectId: string,
  clarification: { question: string; request: string } | undefined,
): Promise<void> {
  await store.update(
    projectKeys.project(accountId, projectId),
    { clarificationContext: clarification },
    'present',
  );
}

/** The project holding a name (its claim), or undefined. */
export async function getProjectIdByName(
  store: Store,
  accountId: string,
  name: string,
): Promise<string | undefined> {
  const claim = await store.get(projectKeys.projectNameClaim(accountId, name));
  const parsed = z.object({ projectId: z.string() }).safeParse(claim);
  return parsed.success ? parsed.data.projectId : undefined;
}

/** The account's project names that start with `prefix` (one Query over the name claims). */
export async function queryProjectNames(store: Store, accountId: string, prefix: string): Promise<string[]> {
  const claims = await store.query({
    partition: projectKeys.projectNameClaim(accountId, prefix).pk,
    beginsWith: projectKeys.projectNameClaim(accountId, prefix).sk,
  });
  return claims.map((c) => (typeof c.name === 'string' ? c.name : ''));
}

/** Where a page of the list starts: the sort keys of the last item of the page before. */
export interface ProjectPageStart {
  sk: string;
  at: string;
}

/** True for a page start a list query could have answered (a project's sort key and a date). */
export function isProjectPageStart(value: { sk?: unknown; at?: unknown }): value is ProjectPageStart {
  const { sk, at } = value;
  return (
    typeof sk === 'string' &&
    sk.startsWith(projectKeys.project('', '').sk) &&
    typeof at === 'string' &&
    at !== ''
  );
}

/**
 * One page of the account's active (or archived) projects, newest edit first: exactly one Query on gsi2.
 * The partition keys of `start` are rebuilt from the account, never taken from a client.
 */
export async function queryProjectPage(
  store: Store,
  accountId: string,
  input: { archived: boolean; limit: number; start?: ProjectPageStart },
): Promise<{ projects: ProjectRecord[]; next?: ProjectPageStart }> {
  const { start } = input;
  const page = await store.queryPage({
    index: 'gsi2',
    partition: projectListIndex(accountId, input.archived, '').gsi2pk,
    ascending: false,
    limit: input.limit,
    startKey: start
      ? {
          pk: projectKeys.project(accountId, '').pk,
          sk: start.sk,
          ...projectListIndex(accountId, input.archived, start.at),
        }
      : undefined,
  });
  return {
    projects: page.items.map(parseProject),
    ...(page.next ? { next: { sk: String(page.next.sk), at: String(page.next.gsi2sk) } } : {}),
  };
}

/** The partition of what a project owns: its chat messages, pending changes, versions and their documents. */
const projectPartition = (projectId: string) => versionKeys.version(projectId, '', '').pk;

/** DynamoDB TransactWriteItems takes at most 100 writes. */
export const TRANSACT_MAX_WRITES = 100;
/** Items read per page while deleting a partition (each page is deleted before the next is read). */
const PAGE_SIZE = 100;

/**
 * Deletes every item of pk PROJECT#{id}, a page at a time, in transactions of at most 100 deletes, each run
 * through `attempt` (a chat turn writing the same item at that moment makes one collide: the caller retries).
 */
export async function deleteProjectPartition(
  store: Store,
  projectId: string,
  attempt: (write: () => Promise<void>) => Promise<void>,
): Promise<number> {
  const partition = projectPartition(projectId);
  let deleted = 0;
  let startKey: Item | undefined;
  do {
    const page = await store.queryPage({ partition, limit: PAGE_SIZE, ...(startKey ? { startKey } : {}) });
    for (let i = 0; i < page.items.length; i += TRANSACT_MAX_WRITES) {
      const chunk = page.items.slice(i, i + TRANSACT_MAX_WRITES);
      await attempt(() =>
        store.transact(
          chunk.map((item) => ({ kind: 'delete', key: { pk: String(item.pk), sk: String(item.sk) } })),
        ),
      );
      deleted += chunk.length;
    }
    startKey = page.next;
  } while (startKey);
  return deleted;
}

/** Every item of pk PROJECT#{id} as JSON text (to find what still names an uploaded image). */
export async function projectPartitionTexts(store: Store, projectId: string): Promise<string[]> {
  const items = await store.query({ partition: projectPartition(projectId) });
  return items.map((item) => JSON.stringify(item));
}
