import type { SaveContentResponse, VersionSummary } from '../../../shared/contracts/editor';
import type { EmailDocument } from '../../../shared/email';
import { parseEmailDocument, renderEmailHtml } from '../../../shared/email';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store, TransactionConflictError } from '../../ports/store';
import { keys } from '../../table';
import { contentItem } from './content-item';
import { InvalidDocumentError, VersionConflictError } from './errors';
import { checkProjectId, projectNotFound, versionOf } from './project-access';
import { recordVersion } from './versions';

export interface SaveInput {
  userId: string;
  projectId: string;
  expectedVersion: number;
  document: unknown;
  recordVersion?: boolean;
  versionLabel?: string;
}

/** A document from a client: strict (any problem refuses it), including the 102 KB HTML limit. */
export function checkDocument(input: unknown): EmailDocument {
  if (input === undefined || input === null) throw new InvalidDocumentError([]);
  const parsed = parseEmailDocument(input, { strict: true });
  if (!parsed.ok) throw new InvalidDocumentError(parsed.problems);
  return parsed.data;
}

/**
 * Saves a project's document and the HTML the server renders from it, if and only if the project is still
 * at `expectedVersion`: one transaction updates the list item (version + 1, lastEditedAt, name from the
 * document, its place in the by-last-edit index) on that condition and puts the content item. A stale
 * version answers 409 with the current one and writes nothing; a missing or foreign project 404.
 * With `recordVersion`, the saved document is also recorded as a version; if that fails it is logged
 * (spec 2 §4) and `recordedVersion` is null.
 */
export async function saveContent(
  ports: { store: Store; clock: Clock },
  input: SaveInput,
  log?: { warn: (message: string, extra: Record<string, unknown>) => void },
): Promise<SaveContentResponse> {
  const projectId = checkProjectId(input.projectId);
  const document = checkDocument(input.document);
  const html = renderEmailHtml(document);
  const now = ports.clock.now().toISOString();
  const version = input.expectedVersion + 1;
  const projectKey = keys.project(input.userId, projectId);
  try {
    await ports.store.transact([
      {
        kind: 'update',
        key: projectKey,
        set: {
          version,
          lastEditedAt: now,
          name: document.name,
          ...keys.projectsIndex(input.userId, now),
        },
        condition: { attribute: 'version', equals: input.expectedVersion },
      },
      {
        kind: 'put',
        item: contentItem(input.userId, projectId, { document, html, version, savedAt: now }),
      },
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailedError) && !(error instanceof TransactionConflictError)) throw error;
    const current = await ports.store.get(projectKey);
    if (!current) throw projectNotFound();
    throw new VersionConflictError(versionOf(current));
  }
  let recordedVersion: VersionSummary | null = null;
  if (input.recordVersion) {
    try {
      recordedVersion = await recordVersion(ports, projectId, document, input.versionLabel);
    } catch (error) {
      log?.warn('Recording a version after a save failed', { projectId, error: error as Error });
    }
  }
  return { projectId, version, name: document.name, lastEditedAt: now, html, recordedVersion };
}
