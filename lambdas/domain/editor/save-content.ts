import { projectsBusy } from '../projects/project-errors';
import type { SaveContentResponse, VersionSummary } from '../../../shared/contracts/editor';
import type { EmailDocument } from '../../../shared/email';
import { parseEmailDocument, renderEmailHtml } from '../../../shared/email';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store, type TransactWrite } from '../../ports/store';
import { getProject, projectSaveWrite } from '../items/project';
import { projectContentWrite } from '../items/project-content';
import { RetryAttempt, withRetries } from '../store-retry';
import { InvalidDocumentError, VersionConflictError } from './errors';
import { ownedProject, projectNotFound } from './project-access';
import { recordVersion } from './versions';

export interface SaveInput {
  userId: string;
  projectId: string;
  expectedVersion: number;
  document: unknown;
  recordVersion?: boolean;
  versionLabel?: string;
  /**
   * Further conditional writes made in the same transaction (AI review marks its changes accepted with
   * the save, so a change is applied exactly when it is marked). If one of their conditions fails,
   * nothing is written and that ConditionFailedError reaches the caller.
   */
  alsoWrite?: TransactWrite[];
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
 * at `expectedVersion`. One transaction (the layout of lambdas/domain/items/project.ts): the list
 * item is updated on the condition version = expected (and archived state unchanged, since that picks its
 * list index), setting version + 1 and lastEditedAt with its index key; the content item is put. A stale
 * version answers 409 with the current one and writes nothing; a missing or foreign project 404.
 * The project's name is left alone: it is unique per owner and changes only through rename (issue 10).
 * With `recordVersion`, the saved document is also recorded as a version; if that fails it is logged
 * (docs/product.md › Saving and versions) and `recordedVersion` is null.
 */
export async function saveContent(
  ports: { store: Store; clock: Clock },
  input: SaveInput,
  log?: { warn: (message: string, extra: Record<string, unknown>) => void },
): Promise<SaveContentResponse> {
  const document = checkDocument(input.document);
  const html = renderEmailHtml(document);
  const version = input.expectedVersion + 1;
  const { store } = ports;
  const saved = await withRetries(
    async () => {
      const project = await ownedProject(store, input.userId, input.projectId);
      if (project.version !== input.expectedVersion) throw new VersionConflictError(project.version);
      const archived = project.isArchived;
      const now = ports.clock.now().toISOString();
      try {
        await store.transact([
          projectSaveWrite(input.userId, input.projectId, {
            expectedVersion: input.expectedVersion,
            version,
            archived,
            at: now,
          }),
          projectContentWrite(input.userId, input.projectId, { document, html, version, updatedAt: now }),
          ...(input.alsoWrite ?? []),
        ]);
      } catch (error) {
        if (!(error instanceof ConditionFailedError)) throw error;
        if (error.failedIndex !== undefined && error.failedIndex >= 2) throw error;
        const current = await getProject(store, input.userId, input.projectId);
        if (!current) throw projectNotFound();
        if (current.version !== input.expectedVersion) throw new VersionConflictError(current.version);
        throw new RetryAttempt(); // archived or unarchived meanwhile: save again under the right index
      }
      return { ...project, version, lastEditedAt: now };
    },
    projectsBusy,
    8,
  );
  let recordedVersion: VersionSummary | null = null;
  if (input.recordVersion) {
    try {
      recordedVersion = await recordVersion(ports, input.projectId, document, input.versionLabel);
    } catch (error) {
      log?.warn('Recording a version after a save failed', { projectId: input.projectId, error });
    }
  }
  return {
    projectId: input.projectId,
    version,
    name: saved.name,
    lastEditedAt: saved.lastEditedAt ?? '',
    html,
    recordedVersion,
  };
}
