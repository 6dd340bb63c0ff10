import type { VersionSummary } from '../../../shared/contracts/editor';
import {
  editorErrorCodes,
  MAX_VERSIONS_PER_PROJECT,
  VERSION_NOT_FOUND_MESSAGE,
} from '../../../shared/contracts/editor';
import type { EmailDocument } from '../../../shared/email';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import {
  deleteVersionsBeyond,
  getVersionDocument,
  newVersionId,
  queryVersions,
  versionWrites,
} from '../items/version';
import { versionName } from './version-name';

/**
 * Versions of a project (docs/product.md › Saving and versions; stored as items/version.ts lays out): only
 * the document is kept (the HTML is re-rendered from it). At most 100 per project: recording one drops the
 * oldest beyond that. Callers check the project's ownership first.
 */
export const versionNotFound = () =>
  new DomainError('not_found', editorErrorCodes.versionNotFound, VERSION_NOT_FOUND_MESSAGE);

/** Records `document` as a new version and drops the oldest beyond 100. */
export async function recordVersion(
  ports: { store: Store; clock: Clock },
  projectId: string,
  document: EmailDocument,
  label: string | undefined,
): Promise<VersionSummary> {
  const now = ports.clock.now();
  const summary: VersionSummary = {
    id: newVersionId(now),
    name: versionName(label, now),
    createdAt: now.toISOString(),
  };
  await ports.store.transact(versionWrites(projectId, summary, document));
  await pruneVersions(ports.store, projectId);
  return summary;
}

/** Deletes the oldest versions beyond MAX_VERSIONS_PER_PROJECT (both items of each). */
export function pruneVersions(store: Store, projectId: string): Promise<number> {
  return deleteVersionsBeyond(store, projectId, MAX_VERSIONS_PER_PROJECT);
}

/** Newest first. */
export function listVersions(store: Store, projectId: string): Promise<VersionSummary[]> {
  return queryVersions(store, projectId, MAX_VERSIONS_PER_PROJECT);
}

export async function getVersion(
  store: Store,
  projectId: string,
  versionId: string,
): Promise<VersionSummary & { document: EmailDocument }> {
  const version = await getVersionDocument(store, projectId, versionId);
  if (!version) throw versionNotFound();
  return version;
}
