/**
 * The worker's coalesced calls (lambdas/domain/sending/coalesced-calls.ts) against DynamoDB Local: the
 * lanes' marks (sent, failed, skipped) go out as a few BatchWriteItem calls instead of one PutItem each.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { coalescedPuts } from '../../../lambdas/domain/campaigns/send/coalesced-calls';
import { recipientMark } from '../../../lambdas/domain/items/recipient-mark';
import type { Item, Store } from '../../../lambdas/ports/store';
import { getMany } from '../../../lambdas/ports/store';
import { keys } from '../../../lambdas/table';
import { tableStore } from '../setup/support';

const store = tableStore();

describe('coalescedPuts', () => {
  it('writes the marks asked for at once in one batched write, each caller answered when it is stored', async () => {
    const campaignId = randomUUID();
    const ids = Array.from({ length: 30 }, () => randomUUID());
    let batchedWrites = 0;
    let singlePuts = 0;
    const s: Store = Object.assign(Object.create(store) as Store, {
      put: (item: Item, condition?: 'absent') => {
        singlePuts++;
        return store.put(item, condition);
      },
      putMany: (items: readonly Item[]) => {
        batchedWrites++;
        return (store.putMany as (items: readonly Item[]) => Promise<void>).call(store, items);
      },
    });
    const mark = coalescedPuts(s);
    await Promise.all(ids.map((id) => mark(recipientMark(campaignId, id, 'sent', { messageId: `m-${id}` }))));
    expect(singlePuts).toBe(0);
    expect(batchedWrites).toBeGreaterThan(0);
    expect(batchedWrites).toBeLessThanOrEqual(3);
    const stored = await getMany(
      store,
      ids.map((id) => keys.campaignRecipient(campaignId, id)),
    );
    expect(stored.map((item) => item?.messageId)).toEqual(ids.map((id) => `m-${id}`));
    expect(stored.every((item) => item?.state === 'sent')).toBe(true);
  });
});
