import type { ManageRequest, ManageResponse } from '../../../shared/contracts/ai';
import { applyChange, emailDocumentSchema } from '../../../shared/email';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { readContent } from '../editor/content-item';
import { ownedProject, versionOf } from '../editor/project-access';
import { saveContent } from '../editor/save-content';
import { DomainError } from '../errors';
import { listChanges, setStatus } from './pending-store';

type Log = { warn: (message: string, extra: Record<string, unknown>) => void };

const CHANGE_NOT_FOUND = 'This change is no longer pending.';

/**
 * manage-pending-changes (spec 2 §4, §7): accept or reject one pending change or a whole batch.
 * Accepting applies the changes in their order with applyChange to the saved document and saves it
 * through the editor's version-checked save (recording a version); a change that no longer applies
 * stays pending with the reason, never forced. Rejecting only marks. Ownership: the project is read
 * under the caller's own key first.
 */
export async function managePending(
  ports: { store: Store; clock: Clock },
  userId: string,
  projectId: string,
  request: ManageRequest,
  log?: Log,
): Promise<ManageResponse> {
  const project = await ownedProject(ports.store, userId, projectId);
  const pending = await listChanges(ports.store, projectId, {
    batchId: request.batchId,
    status: 'pending',
  });
  const targets = request.operation.endsWith('_one')
    ? pending.filter((c) => c.id === request.changeId)
    : pending;
  if (targets.length === 0) throw new DomainError('not_found', 'change_not_found', CHANGE_NOT_FOUND);
  const now = ports.clock.now();
  let version = versionOf(project);

  if (request.operation.startsWith('reject')) {
    for (const c of targets) await setStatus(ports.store, c, 'rejected', now);
    const n = targets.length;
    return {
      message: n === 1 ? 'Change rejected.' : `${n} changes rejected.`,
      newHtml: null,
      updatedTemplate: null,
      version,
      accepted: [],
      rejected: targets.map((c) => c.id),
      failed: [],
    };
  }

  let doc =
    (await readContent(ports.store, userId, projectId))?.document ??
    emailDocumentSchema.parse({ sections: [] });
  const accepted: typeof targets = [];
  const failed: { id: string; reason: string }[] = [];
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
      { userId, projectId, expectedVersion: version, document: doc, recordVersion: true },
      log,
    );
    newHtml = saved.html;
    version = saved.version;
    for (const c of accepted) await setStatus(ports.store, c, 'accepted', now);
  }
  for (const f of failed) {
    const c = targets.find((t) => t.id === f.id)!;
    await setStatus(ports.store, c, 'pending', now, f.reason);
  }
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
