import type { ManageRequest, ManageResponse } from '../../../shared/contracts/ai';
import { applyChange, emailDocumentSchema } from '../../../shared/email';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store } from '../../ports/store';
import { nameProjectFromFirstEmail } from '../editor/first-email-name';
import { ownedProject } from '../editor/project-access';
import { saveContent } from '../editor/save-content';
import { DomainError } from '../errors';
import { getSavedContent } from '../items/project-content';
import {
  listChanges,
  setStatusIfPending,
  statusWrite,
  type StoredPendingChange,
} from '../items/pending-change';

type Log = { warn: (message: string, extra: Record<string, unknown>) => void };

const CHANGE_NOT_FOUND = 'This change is no longer pending.';
const notPending = () => new DomainError('not_found', 'change_not_found', CHANGE_NOT_FOUND);

/**
 * manage-pending-changes (docs/product.md › Pending changes): accept or reject one pending change or a whole batch.
 * Accepting applies the changes in their order with applyChange to the saved document and saves it
 * through the editor's version-checked save (recording a version); a change that no longer applies
 * stays pending with the reason, never forced. Rejecting only marks. Ownership: the project is read
 * under the caller's own key first.
 * Concurrency (issue 23): every status write requires the change to be still pending, and accepted
 * changes are marked in the same transaction as the save, so a change is applied exactly when it is
 * marked accepted. A request that lost the race to another accept or reject answers 404 (no longer
 * pending) or 409 (the project moved on) and writes nothing.
 */
export async function managePending(
  ports: { store: Store; clock: Clock },
  accountId: string,
  projectId: string,
  request: ManageRequest,
  log?: Log,
): Promise<ManageResponse> {
  const project = await ownedProject(ports.store, accountId, projectId);
  const pending = await listChanges(ports.store, projectId, {
    batchId: request.batchId,
    status: 'pending',
  });
  const targets = request.operation.endsWith('_one')
    ? pending.filter((c) => c.id === request.changeId)
    : pending;
  if (targets.length === 0) throw notPending();
  const now = ports.clock.now();
  let version = project.version;

  if (request.operation.startsWith('reject')) {
    const rejected = await rejectWhole(ports, projectId, request, targets, now);
    const n = rejected.length;
    return {
      message: n === 1 ? 'Change rejected.' : `${n} changes rejected.`,
      newHtml: null,
      updatedTemplate: null,
      version,
      accepted: [],
      rejected: rejected.map((c) => c.id),
      failed: [],
    };
  }

  let doc =
    (await getSavedContent(ports.store, accountId, projectId))?.document ??
    emailDocumentSchema.parse({ sections: [] });
  const firstEmail = doc.sections.length === 0;
  const accepted: typeof targets = [];
  let failed: { id: string; reason: string }[] = [];
  for (const c of targets) {
    const applied = applyChange(doc, c.change);
    if (applied.ok) {
      doc = applied.doc;
      accepted.push(c);
    } else failed.push({ id: c.id, reason: applied.reason });
  }
  let newHtml: string | null = null;
  if (accepted.length) {
    const saved = await saveContent(
      ports,
      {
        userId: accountId,
        projectId,
        expectedVersion: version,
        document: doc,
        recordVersion: true,
        alsoWrite: accepted.map((c) => statusWrite(c, 'accepted', now)),
      },
      log,
    ).catch((error: unknown) => {
      // One of the changes was accepted or rejected by another request meanwhile: nothing was saved.
      throw error instanceof ConditionFailedError ? notPending() : error;
    });
    newHtml = saved.html;
    version = saved.version;
    if (firstEmail) await nameFromFirstEmail(ports, { userId: accountId, projectId, document: doc }, log);
  }
  const stillPending: typeof failed = [];
  for (const f of failed) {
    const c = targets.find((t) => t.id === f.id)!;
    // A change another request accepted meanwhile no longer applies here, and is not reported as failed.
    if (await setStatusIfPending(ports.store, c, 'pending', now, f.reason)) stillPending.push(f);
  }
  failed = stillPending;
  if (accepted.length === 0 && failed.length === 0) throw notPending();
  const n = accepted.length;
  return {
    message: failed.length
      ? `${n} change${n === 1 ? '' : 's'} accepted; ${failed.length} no longer appl${failed.length === 1 ? 'ies' : 'y'}.`
      : n === 1
        ? 'Change accepted.'
        : `${n} changes accepted.`,
    newHtml,
    updatedTemplate: accepted.length ? doc : null,
    version,
    accepted: accepted.map((c) => c.id),
    rejected: [],
    failed,
  };
}

/**
 * Rejects the targets in one transaction, so a batch is never seen half rejected: an accept_batch
 * listing the batch meanwhile finds all of it pending or none (the race in pending-races.test.ts).
 * When another request settled one of them first, the still-pending rest is listed again and tried
 * once more; nothing left pending is 404.
 */
async function rejectWhole(
  ports: { store: Store; clock: Clock },
  projectId: string,
  request: ManageRequest,
  targets: StoredPendingChange[],
  now: Date,
): Promise<StoredPendingChange[]> {
  for (let attempt = 0; targets.length > 0 && attempt < 3; attempt++) {
    try {
      await ports.store.transact(targets.map((c) => statusWrite(c, 'rejected', now)));
      return targets;
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
    }
    const pending = await listChanges(ports.store, projectId, {
      batchId: request.batchId,
      status: 'pending',
    });
    targets = pending.filter((c) => targets.some((t) => t.id === c.id));
  }
  throw notPending();
}

/** The first composed email names a project still called 'Untitled Document'; a failure only logs. */
async function nameFromFirstEmail(
  ports: { store: Store; clock: Clock },
  input: Parameters<typeof nameProjectFromFirstEmail>[1],
  log?: Log,
): Promise<void> {
  try {
    await nameProjectFromFirstEmail(ports, input);
  } catch (error) {
    log?.warn('Naming the project from its first email failed', { projectId: input.projectId, error });
  }
}
