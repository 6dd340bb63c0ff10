import { projectsBusy } from '../projects/project-errors';
import type { Item, Store } from '../../ports/store';
import { withRetries } from '../store-retry';

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
  beginsWith?: string,
): Promise<boolean> {
  const limit = Math.min(budget.pageSize ?? PAGE_SIZE, PAGE_SIZE);
  for (;;) {
    const page = await store.queryPage({ partition, limit, ...(beginsWith ? { beginsWith } : {}) });
    if (page.items.length === 0) return true;
    await withRetries(
      () => store.transact(page.items.map((item) => ({ kind: 'delete', key: keyOf(item) }))),
      projectsBusy,
    );
    if (!page.next) return true;
    if (budget.expired()) return false;
  }
}

export const keyOf = (item: Item) => ({ pk: String(item.pk), sk: String(item.sk) });
