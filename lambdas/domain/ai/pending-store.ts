import type { PendingChange, PendingStatus } from '../../../shared/contracts/ai';
import type { EmailChange } from '../../../shared/email';
import { ConditionFailedError, type Item, type Store, type TransactWrite } from '../../ports/store';
import { keys } from '../../table';

/**
 * Pending changes (docs/product.md › Pending changes) at keys.pendingChange (pk PROJECT#{id},
 * sk CHANGE#{batch}#{iso}#{n}#{id}): one item per change, in the order the model proposed them.
 * Only pending ones load (docs/product.md › Pending changes).
 */
export function pendingItems(
  projectId: string,
  batchId: string,
  changes: EmailChange[],
  rationale: string,
  now: Date,
): Item[] {
  const at = now.toISOString();
  return changes.map((change, n) => {
    const id = globalThis.crypto.randomUUID();
    // The index keeps the proposal order within one timestamp.
    const sortable = `${at}#${String(n).padStart(3, '0')}`;
    const p: PendingChange = {
      id,
      projectId,
      batchId,
      changeType: change.change_type,
      targetId: 'target_id' in change ? (change.target_id ?? null) : null,
      targetParentId: change.change_type === 'element_add' ? change.target_parent_id : null,
      change,
      status: 'pending',
      aiRationale: rationale,
      createdAt: at,
      updatedAt: at,
    };
    return { ...keys.pendingChange(projectId, batchId, sortable, id), ...p };
  });
}

export async function saveBatch(store: Store, items: Item[]): Promise<void> {
  // One transaction: a batch is stored whole or not at all (DynamoDB allows 100 writes).
  await store.transact(items.map((item) => ({ kind: 'put' as const, item, condition: 'absent' as const })));
}

const toPending = (item: Item): PendingChange & { pk: string; sk: string } =>
  item as unknown as PendingChange & { pk: string; sk: string };

/** A project's changes (of one batch when given), oldest first; only `status` ones when given. */
export async function listChanges(
  store: Store,
  projectId: string,
  filter: { batchId?: string; status?: PendingStatus } = {},
) {
  const prefix = filter.batchId ? `${keys.pendingChangePrefix}${filter.batchId}#` : keys.pendingChangePrefix;
  const items = await store.query({
    partition: keys.pendingChange(projectId, '', '', '').pk,
    beginsWith: prefix,
  });
  return items.map(toPending).filter((c) => !filter.status || c.status === filter.status);
}

/**
 * The write that moves a change out of `pending` (or, with a reason, leaves it pending with why it no
 * longer applies), on the condition that it is still pending: a change another request accepted or
 * rejected meanwhile is never marked again (issue 23).
 */
export function statusWrite(
  key: { pk: string; sk: string },
  status: PendingStatus,
  now: Date,
  reason?: string,
): TransactWrite {
  return {
    kind: 'update',
    key: { pk: key.pk, sk: key.sk },
    set: { status, updatedAt: now.toISOString(), failedReason: reason },
    condition: { attribute: 'status', equals: 'pending' },
  };
}

/** Applies statusWrite; false when the change was no longer pending (nothing written). */
export async function setStatusIfPending(
  store: Store,
  key: { pk: string; sk: string },
  status: PendingStatus,
  now: Date,
  reason?: string,
): Promise<boolean> {
  try {
    await store.transact([statusWrite(key, status, now, reason)]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}
