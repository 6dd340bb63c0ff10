import * as z from 'zod';
import type { VersionSummary } from '../../../shared/contracts/editor';
import type { EmailDocument } from '../../../shared/email';
import type { Item, Store, TransactWrite } from '../../ports/store';
import type { ItemKind } from './item-kind';
import { documentFromJson } from './project-content';

/** Keys of the version item (lambdas/table.ts lists every kind). */
export const versionKeys = {
  version: (projectId: string, iso: string, id: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `VERSION#${iso}#${id}`,
  }),
  /** Prefix of keys.version's sort key (VERSIONDOC# does not match it). */
  versionPrefix: 'VERSION#',
  /** Editor (issue 11): a version's document, apart from keys.version so the history list stays light. */
  versionDocument: (projectId: string, versionId: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `VERSIONDOC#${versionId}`,
  }),
} as const;

export const versionKind: ItemKind = {
  name: 'version',
  patterns: [
    { what: 'versions of a project in order', key: 'pk PROJECT#{id} sk VERSION#{iso}#{id}' },
    { what: "a version's document", key: 'pk PROJECT#{id} sk VERSIONDOC#{versionId}' },
  ],
};

/**
 * Versions of a project (docs/product.md › Saving and versions): two items each, so the history list is one
 * light query.
 *   pk PROJECT#{projectId} sk VERSION#{iso}#{versionId}   projectId, versionId, name, createdAt   (keys.version)
 *   pk PROJECT#{projectId} sk VERSIONDOC#{versionId}      the same and documentJson              (keys.versionDocument)
 * Only the document is kept (the HTML is re-rendered from it). Callers check the project's ownership first.
 *
 * A version id is `{epoch ms}-{12 hex}`: URL-safe, and it gives back the list item's key.
 */
const VERSION_ID = /^(\d{13})-([0-9a-f]{12})$/;

export function newVersionId(now: Date): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(6));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${String(now.getTime()).padStart(13, '0')}-${hex}`;
}

/** The list item's key of a version id; undefined when the id is not one this module makes. */
function listKey(projectId: string, versionId: string) {
  const match = VERSION_ID.exec(versionId);
  if (!match) return undefined;
  return versionKeys.version(projectId, new Date(Number(match[1])).toISOString(), versionId);
}

/** Both items read leniently: one missing a string id, name or date is left out (as if absent). */
const versionSchema = z.object({ versionId: z.string(), name: z.string(), createdAt: z.string() });

export function parseVersion(item: Item): VersionSummary | undefined {
  const parsed = versionSchema.safeParse(item);
  return parsed.success
    ? { id: parsed.data.versionId, name: parsed.data.name, createdAt: parsed.data.createdAt }
    : undefined;
}

/** The two puts that record `document` as the version `summary`. */
export function versionWrites(
  projectId: string,
  summary: VersionSummary,
  document: EmailDocument,
): TransactWrite[] {
  const key = listKey(projectId, summary.id);
  if (!key) throw new Error(`Made a malformed version id ${summary.id}`);
  const attributes = { projectId, versionId: summary.id, name: summary.name, createdAt: summary.createdAt };
  return [
    { kind: 'put', item: { ...key, ...attributes } },
    {
      kind: 'put',
      item: {
        ...versionKeys.versionDocument(projectId, summary.id),
        ...attributes,
        documentJson: JSON.stringify(document),
      },
    },
  ];
}

/** Deletes the oldest versions beyond `keep` (both items of each); how many were deleted. */
export async function deleteVersionsBeyond(store: Store, projectId: string, keep: number): Promise<number> {
  const items = await store.query({
    partition: versionKeys.version(projectId, '', '').pk,
    beginsWith: versionKeys.versionPrefix,
  });
  const excess = items.length - keep;
  if (excess <= 0) return 0;
  for (const item of items.slice(0, excess)) {
    const id = String(item.versionId);
    await store.delete({ pk: String(item.pk), sk: String(item.sk) });
    await store.delete(versionKeys.versionDocument(projectId, id));
  }
  return excess;
}

/** The project's versions, newest first, at most `limit`. */
export async function queryVersions(
  store: Store,
  projectId: string,
  limit: number,
): Promise<VersionSummary[]> {
  const items = await store.query({
    partition: versionKeys.version(projectId, '', '').pk,
    beginsWith: versionKeys.versionPrefix,
    ascending: false,
    limit,
  });
  return items.map(parseVersion).filter((v): v is VersionSummary => v !== undefined);
}

/** A version with its document; undefined when the id is malformed, or the version missing or unreadable. */
export async function getVersionDocument(
  store: Store,
  projectId: string,
  versionId: string,
): Promise<(VersionSummary & { document: EmailDocument }) | undefined> {
  if (!listKey(projectId, versionId)) return undefined;
  const item = await store.get(versionKeys.versionDocument(projectId, versionId));
  const summary = item && parseVersion(item);
  const document = item && documentFromJson(item.documentJson);
  if (!summary || !document) return undefined;
  return { ...summary, document };
}
