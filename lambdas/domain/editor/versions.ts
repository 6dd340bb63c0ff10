import type { VersionSummary } from '../../../shared/contracts/editor';
import {
  editorErrorCodes,
  MAX_VERSIONS_PER_PROJECT,
  VERSION_NOT_FOUND_MESSAGE,
} from '../../../shared/contracts/editor';
import type { EmailDocument } from '../../../shared/email';
import type { Clock } from '../../ports/clock';
import type { Item, Store } from '../../ports/store';
import { keys } from '../../table';
import { DomainError } from '../errors';
import { documentFromJson } from './content-item';
import { versionName } from './version-name';

/**
 * Versions of a project (docs/product.md › Saving and versions): two items each, so the history list is one light query.
 *   pk PROJECT#{projectId} sk VERSION#{iso}#{versionId}   name, createdAt          (keys.version)
 *   pk PROJECT#{projectId} sk VERSIONDOC#{versionId}      the document as JSON     (keys.versionDocument)
 * Only the document is kept (the HTML is re-rendered from it). At most 100 per project: recording one
 * drops the oldest beyond that. Callers check ownership (keys.project from the token) first.
 *
 * A version id is `{epoch ms}-{12 hex}`: URL-safe, and it gives back the list item's key.
 */
const VERSION_ID = /^(\d{13})-([0-9a-f]{12})$/;

export const versionNotFound = () =>
  new DomainError('not_found', editorErrorCodes.versionNotFound, VERSION_NOT_FOUND_MESSAGE);

function newVersionId(now: Date): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(6));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${String(now.getTime()).padStart(13, '0')}-${hex}`;
}

function listKey(projectId: string, versionId: string) {
  const match = VERSION_ID.exec(versionId);
  if (!match) return undefined;
  return keys.version(projectId, new Date(Number(match[1])).toISOString(), versionId);
}

function summaryOf(item: Item): VersionSummary | undefined {
  const { versionId, name, createdAt } = item;
  if (typeof versionId !== 'string' || typeof name !== 'string' || typeof createdAt !== 'string')
    return undefined;
  return { id: versionId, name, createdAt };
}

/** Records `document` as a new version and drops the oldest beyond 100. */
export async function recordVersion(
  ports: { store: Store; clock: Clock },
  projectId: string,
  document: EmailDocument,
  label: string | undefined,
): Promise<VersionSummary> {
  const now = ports.clock.now();
  const id = newVersionId(now);
  const summary: VersionSummary = { id, name: versionName(label, now), createdAt: now.toISOString() };
  const key = listKey(projectId, id);
  if (!key) throw new Error(`Made a malformed version id ${id}`);
  await ports.store.transact([
    {
      kind: 'put',
      item: { ...key, projectId, versionId: id, name: summary.name, createdAt: summary.createdAt },
    },
    {
      kind: 'put',
      item: {
        ...keys.versionDocument(projectId, id),
        projectId,
        versionId: id,
        name: summary.name,
        createdAt: summary.createdAt,
        documentJson: JSON.stringify(document),
      },
    },
  ]);
  await pruneVersions(ports.store, projectId);
  return summary;
}

/** Deletes the oldest versions beyond MAX_VERSIONS_PER_PROJECT (both items of each). */
export async function pruneVersions(store: Store, projectId: string): Promise<number> {
  const items = await store.query({
    partition: keys.version(projectId, '', '').pk,
    beginsWith: keys.versionPrefix,
  });
  const excess = items.length - MAX_VERSIONS_PER_PROJECT;
  if (excess <= 0) return 0;
  for (const item of items.slice(0, excess)) {
    const id = String(item.versionId);
    await store.delete({ pk: String(item.pk), sk: String(item.sk) });
    await store.delete(keys.versionDocument(projectId, id));
  }
  return excess;
}

/** Newest first. */
export async function listVersions(store: Store, projectId: string): Promise<VersionSummary[]> {
  const items = await store.query({
    partition: keys.version(projectId, '', '').pk,
    beginsWith: keys.versionPrefix,
    ascending: false,
    limit: MAX_VERSIONS_PER_PROJECT,
  });
  return items.map(summaryOf).filter((v): v is VersionSummary => v !== undefined);
}

export async function getVersion(
  store: Store,
  projectId: string,
  versionId: string,
): Promise<VersionSummary & { document: EmailDocument }> {
  if (!listKey(projectId, versionId)) throw versionNotFound();
  const item = await store.get(keys.versionDocument(projectId, versionId));
  const summary = item && summaryOf(item);
  const document = item && documentFromJson(item.documentJson);
  if (!summary || !document) throw versionNotFound();
  return { ...summary, document };
}
