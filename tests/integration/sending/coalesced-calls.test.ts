/**
 * The worker's coalesced calls (lambdas/domain/sending/coalesced-calls.ts) against DynamoDB Local: lanes
 * claiming at once read their contacts in a few strongly consistent BatchGetItem calls instead of one GetItem
 * each, every read still after its own claim's put (the strict unsubscribe's order), and their 'sent' marks
 * go out as a few BatchWriteItem calls instead of one PutItem each.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { claimToMail } from '../../../lambdas/domain/sending/claim-to-mail';
import { coalescedPuts, coalescedReads } from '../../../lambdas/domain/sending/coalesced-calls';
import { settleClaimed } from '../../../lambdas/domain/sending/recipient-claim';
import type { Item, Key, Store } from '../../../lambdas/ports/store';
import { getMany } from '../../../lambdas/ports/store';
import { keys } from '../../../lambdas/table';
import { seedContacts } from '../../support/sending-data';
import { tableStore } from '../setup/support';

const store = tableStore();

/** The real store, observed: single gets of contacts, batched reads, and each read contact's claim state. */
function observed(sub: string, campaignId: string) {
  const seen = { contactGets: 0, batchedReads: 0, claimStates: [] as unknown[] };
  const isContact = (key: Key) => key.pk === keys.contact(sub, String(key.sk).slice(8)).pk;
  const s: Store = Object.assign(Object.create(store) as Store, {
    get: async (key: Key) => {
      if (isContact(key)) seen.contactGets++;
      return store.get(key);
    },
    getMany: async (many: readonly Key[]) => {
      seen.batchedReads++;
      for (const key of many) {
        const contactId = String(key.sk).split('#').pop() as string;
        seen.claimStates.push((await store.get(keys.campaignRecipient(campaignId, contactId)))?.state);
      }
      return getMany(store, many);
    },
  });
  return { s, seen };
}

describe('coalescedReads', () => {
  it('reads the contacts of lanes claiming at once in one batched read, each after its claim', async () => {
    const sub = randomUUID();
    const campaignId = randomUUID();
    const emails = Array.from({ length: 20 }, (_, i) => `lane${i}-${randomUUID()}@example.com`);
    const ids = await seedContacts(
      { store, ses: '' },
      sub,
      emails.map((email) => ({ email })),
    );
    const { s, seen } = observed(sub, campaignId);
    const read = coalescedReads(s);
    const results = await Promise.all(
      ids.map((id, i) =>
        claimToMail(s, {
          sub,
          campaignId,
          recipient: { id, email: emails[i] as string },
          now: () => Date.now(),
          leaseMs: 60_000,
          read,
        }),
      ),
    );
    expect(results.map((r) => r.kind)).toEqual(ids.map(() => 'mail'));
    expect(seen.contactGets).toBe(0);
    expect(seen.batchedReads).toBeGreaterThan(0);
    expect(seen.batchedReads).toBeLessThanOrEqual(3);
    expect(seen.claimStates).toEqual(ids.map(() => 'claimed'));
  });

  it('answers each read with its own item, undefined for a missing one, and passes a failure to all', async () => {
    const sub = randomUUID();
    const [a, b] = await seedContacts({ store, ses: '' }, sub, [
      { email: `a-${randomUUID()}@example.com` },
      { email: `b-${randomUUID()}@example.com` },
    ]);
    const read = coalescedReads(store);
    const [itemA, missing, itemB] = await Promise.all([
      read(keys.contact(sub, a as string)),
      read(keys.contact(sub, randomUUID())),
      read(keys.contact(sub, b as string)),
    ]);
    expect(itemA).toMatchObject({ contactId: a });
    expect(missing).toBeUndefined();
    expect(itemB).toMatchObject({ contactId: b });

    const failing = coalescedReads(
      Object.assign(Object.create(store) as Store, {
        getMany: () => Promise.reject(new Error('table unreachable')),
      }),
    );
    const reads = [failing(keys.contact(sub, a as string)), failing(keys.contact(sub, b as string))];
    for (const r of reads) await expect(r).rejects.toThrow('table unreachable');
  });
});

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
    await Promise.all(
      ids.map((id) => settleClaimed(s, campaignId, id, 'sent', { messageId: `m-${id}` }, mark)),
    );
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
