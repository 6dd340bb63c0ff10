import * as z from 'zod';
import { parseEmailDocument, type EmailDocument } from '../../../shared/email';
import type { Item, Store, TransactWrite } from '../../ports/store';
import type { ItemKind } from './item-kind';
import { parseStored } from './item-kind';

/** Keys of the project content item (lambdas/table.ts lists every kind). */
export const projectContentKeys = {
  /** The document and its HTML live apart from the project's list item, so listing stays light. */
  projectContent: (accountId: string, projectId: string) => ({
    pk: `USER#${accountId}`,
    sk: `PROJECTDOC#${projectId}`,
  }),
} as const;

export const projectContentKind: ItemKind = {
  name: 'project-content',
  patterns: [{ what: "a project's document and HTML", key: 'pk USER#{accountId} sk PROJECTDOC#{id}' }],
};

/**
 * A project's document and HTML, keys.projectContent(accountId, projectId): pk USER#{accountId},
 * sk PROJECTDOC#{projectId}. Absent until the first save (the project then has `document: null`,
 * `html: null`). Attributes:
 *   projectId    string
 *   userId       string   the owning account
 *   documentJson string   JSON text of the semantic_email_v2 document (shared/email; JSON text because
 *                         DynamoDB limits map nesting to 32 levels, which nested columns could reach), read leniently
 *   html         string   its rendered HTML (always the server's own rendering)
 *   version      number   the project version it was saved as (absent on items written before it was stored)
 *   updatedAt    string   ISO date-time
 *
 * A content save is one transaction with the project's list item (items/project.ts, projectSaveWrite).
 */
const projectContentSchema = z.object({
  documentJson: z.string().optional().catch(undefined),
  html: z.string().optional().catch(undefined),
  version: z.number().optional().catch(undefined),
  updatedAt: z.string().optional().catch(undefined),
});

export interface ProjectContentRecord {
  /** The stored JSON text as it is (a duplicate copies it unchanged). */
  documentJson: string | undefined;
  /** The document read leniently; undefined when there is none or it cannot be read. */
  document: EmailDocument | undefined;
  html: string | undefined;
  /** The project version this content was saved as (undefined on items written before it was stored). */
  version: number | undefined;
  updatedAt: string | undefined;
}

/** A saved document as the editor, the chat and the campaigns read it: only when there is one. */
export interface StoredContent {
  document: EmailDocument;
  html: string;
  version: number | undefined;
  updatedAt: string;
}

/**
 * Reads stored document JSON leniently (older or repaired documents still open); undefined when there is
 * none. Also the reader of the other items that hold a document (versions, campaign snapshots).
 */
export function documentFromJson(json: unknown): EmailDocument | undefined {
  if (typeof json !== 'string') return undefined;
  const parsed = parseEmailDocument(json);
  return parsed.ok ? parsed.data : undefined;
}

export function parseProjectContent(item: Item): ProjectContentRecord {
  const stored = parseStored('project-content', projectContentSchema, item);
  return {
    documentJson: stored.documentJson,
    document: documentFromJson(stored.documentJson),
    html: stored.html,
    version: stored.version,
    updatedAt: stored.updatedAt,
  };
}

/** The content item of a save (the content and the version it is saved as). */
export function contentItem(
  accountId: string,
  projectId: string,
  content: { document: EmailDocument; html: string; version: number; updatedAt: string },
): Item {
  return {
    ...projectContentKeys.projectContent(accountId, projectId),
    projectId,
    userId: accountId,
    documentJson: JSON.stringify(content.document),
    html: content.html,
    version: content.version,
    updatedAt: content.updatedAt,
  };
}

/** Puts the content of a save (in the save's transaction). */
export function projectContentWrite(
  accountId: string,
  projectId: string,
  content: { document: EmailDocument; html: string; version: number; updatedAt: string },
): TransactWrite {
  return { kind: 'put', item: contentItem(accountId, projectId, content) };
}

/** Puts a copy of `source`'s document and HTML as the content of another project (duplicate). */
export function projectContentCopyWrite(
  accountId: string,
  projectId: string,
  source: ProjectContentRecord,
  at: string,
): TransactWrite {
  return {
    kind: 'put',
    item: {
      ...projectContentKeys.projectContent(accountId, projectId),
      projectId,
      userId: accountId,
      documentJson: source.documentJson,
      html: source.html,
      updatedAt: at,
    },
  };
}

/** Deletes a project's content (in the transaction that deletes the project). */
export function projectContentDeleteWrite(accountId: string, projectId: string): TransactWrite {
  return { kind: 'delete', key: projectContentKeys.projectContent(accountId, projectId) };
}

/** The content item as stored, or undefined when the project has none. */
export async function getProjectContent(
  store: Store,
  accountId: string,
  projectId: string,
): Promise<ProjectContentRecord | undefined> {
  const item = await store.get(projectContentKeys.projectContent(accountId, projectId));
  return item ? parseProjectContent(item) : undefined;
}

/** The saved document, its HTML ('' when missing) and version; undefined without a readable document. */
export async function getSavedContent(
  store: Store,
  accountId: string,
  projectId: string,
): Promise<StoredContent | undefined> {
  const content = await getProjectContent(store, accountId, projectId);
  if (!content?.document) return undefined;
  return {
    document: content.document,
    html: content.html ?? '',
    version: content.version,
    updatedAt: content.updatedAt ?? '',
  };
}

/** Every content item of the account, each with the id of its project (from its key). */
export async function queryProjectContents(
  store: Store,
  accountId: string,
): Promise<(ProjectContentRecord & { projectId: string })[]> {
  const prefix = projectContentKeys.projectContent(accountId, '');
  const items = await store.query({ partition: prefix.pk, beginsWith: prefix.sk });
  return items.map((item) => ({
    ...parseProjectContent(item),
    projectId: String(item.sk).slice(prefix.sk.length),
  }));
}
