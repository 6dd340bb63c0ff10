import { ConditionFailedError, type Item, type Store, type TransactWrite } from '../../ports/store';
import { withRetries } from '../store-retry';

/**
 * Whole partitions, whatever kinds they hold: the account's deletion erases them (lambdas/domain/account/).
 * The only code that deletes items without knowing their kind; the partitions come from items/account-data.ts.
 */

/** DynamoDB TransactWriteItems takes at most 100 writes; a page is one such transaction. */
const PAGE_SIZE = 100;

/** Says when a request has used its time: the deletion stops between pages and is resumed by the next call. */
export interface Budget {
  expired(): boolean;
  /** Items read and deleted per page (default 100, one transaction); tests make it small. */
  pageSize?: number;
}

/**
 * Deletes every item of one partition (optionally only sort keys beginning with `beginsWith`), a page at
 * a time. Returns false when the budget ran out before the last page (what was deleted stays deleted;
 * calling again resumes, since each page is read afresh). The budget is looked at only after a page was
 * deleted, so every call makes progress and a call that finds nothing left goes straight on.
 */
export async function erasePartition(
  store: Store,
  partition: string,
  budget: Budget,
  busy: () => Error,
  beginsWith?: string,
): Promise<boolean> {
  const limit = Math.min(budget.pageSize ?? PAGE_SIZE, PAGE_SIZE);
  for (;;) {
    const page = await store.queryPage({ partition, limit, ...(beginsWith ? { beginsWith } : {}) });
    if (page.items.length === 0) return true;
    await withRetries(
      () => store.transact(page.items.map((item) => ({ kind: 'delete', key: keyOf(item) }))),
      busy,
    );
    if (!page.next) return true;
    if (budget.expired()) return false;
  }
}

const keyOf = (item: Item) => ({ pk: String(item.pk), sk: String(item.sk) });

/** Runs a conditional delete of an item shared by key with other accounts; nothing when it is not ours. */
export async function deleteIfOwned(store: Store, release: TransactWrite): Promise<void> {
  try {
    await store.transact([release]);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
}
