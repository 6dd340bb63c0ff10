import * as z from 'zod';
import { PENDING_STATUSES, type PendingChange, type PendingStatus } from '../../../shared/contracts/ai';
import type { EmailChange } from '../../../shared/email';
import { ConditionFailedError, type Item, type Key, type Store, type TransactWrite } from '../../ports/store';
import type { ItemKind } from './item-kind';
import { parseStored } from './item-kind';

/** Keys of the pending change item (lambdas/table.ts lists every kind). */
export const pendingChangeKeys = {
  pendingChange: (projectId: string, batchId: string, iso: string, id: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `CHANGE#${batchId}#${iso}#${id}`,
  }),
  pendingChangePrefix: 'CHANGE#',
} as const;

export const pendingChangeKind: ItemKind = {
  name: 'pending-change',
  patterns: [
    { what: 'pending changes of a project by batch', key: 'pk PROJECT#{id} sk CHANGE#{batch}#{iso}#{id}' },
  ],
};

/**
 * Pending changes (docs/product.md › Pending changes) at keys.pendingChange (pk PROJECT#{id},
 * sk CHANGE#{batch}#{iso}#{n}#{id}): one item per change, in the order the model proposed them; the
 * attributes are the change itself (shared/contracts/ai.ts PendingChange). `change` is stored as the chat
 * validated it and read back as it is.
 */
const pendingChangeSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  batchId: z.string(),
  changeType: z.custom<EmailChange['change_type']>((v) => typeof v === 'string'),
  targetId: z.string().nullable(),
  targetParentId: z.string().nullable(),
  change: z.custom<EmailChange>((v) => typeof v === 'object' && v !== null),
  status: z.enum(PENDING_STATUSES),
  aiRationale: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  failedReason: z.string().optional(),
});

/** A stored pending change and the key of its item (its sort key keeps the proposal order). */
export type StoredPendingChange = PendingChange & { key: Key };

export function parsePendingChange(item: Item): StoredPendingChange {
  return {
    ...parseStored('pending-change', pendingChangeSchema, item),
    key: { pk: String(item.pk), sk: String(item.sk) },
  };
}

/** The items of a batch of changes, in the order the model proposed them. */
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
    return { ...pendingChangeKeys.pendingChange(projectId, batchId, sortable, id), ...p };
  });
}

export async function saveBatch(store: Store, items: Item[]): Promise<void> {
  // One transaction: a batch is stored whole or not at all (DynamoDB allows 100 writes).
  await store.transact(items.map((item) => ({ kind: 'put' as const, item, condition: 'absent' as const })));
}

/** A project's changes (of one batch when given), oldest first; only `status` ones when given. */
export async function listChanges(
  store: Store,
  projectId: string,
  filter: { batchId?: string; status?: PendingStatus } = {},
): Promise<StoredPendingChange[]> {
  const { pendingChangePrefix } = pendingChangeKeys;
  const prefix = filter.batchId ? `${pendingChangePrefix}${filter.batchId}#` : pendingChangePrefix;
  const items = await store.query({
    partition: pendingChangeKeys.pendingChange(projectId, '', '', '').pk,
    beginsWith: prefix,
  });
  return items.map(parsePendingChange).filter((c) => !filter.status || c.status === filter.status);
}

/**
 * The write that moves a change out of `pending` (or, with a reason, leaves it pending with why it no
 * longer applies), on the condition that it is still pending: a change another request accepted or
 * rejected meanwhile is never marked again (issue 23).
 */
export function statusWrite(
  change: { key: Key },
  status: PendingStatus,
  now: Date,
  reason?: string,
): TransactWrite {
  return {
    kind: 'update',
    key: { pk: change.key.pk, sk: change.key.sk },
    set: { status, updatedAt: now.toISOString(), failedReason: reason },
    condition: { attribute: 'status', equals: 'pending' },
  };
}

/** Applies statusWrite; false when the change was no longer pending (nothing written). */
export async function setStatusIfPending(
  store: Store,
  change: { key: Key },
  status: PendingStatus,
  now: Date,
  reason?: string,
): Promise<boolean> {
  try {
    await store.transact([statusWrite(change, status, now, reason)]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}
