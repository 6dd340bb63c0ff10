/**
 * Issue 30: once a batch finds every address free, the next batch claims its addresses without reading
 * their claims first (write-batch.ts). These tests hold the runs where that read was skipped and the file
 * then meets addresses already in the list: the claim's condition still keeps each address to one contact,
 * a known address is updated and a suppressed one skipped, and near the plan's limit a known address does
 * not take a new one's slot. The job's own function against the real table, batches of 100 rows.
 */
import { inject, describe, expect, it } from 'vitest';
import { applyStatusChange } from '../../../lambdas/domain/contacts/apply-status-change';
import { deleteContacts } from '../../../lambdas/domain/contacts/delete-contacts';
import { runImport } from '../../../lambdas/domain/imports/run-import';
import type { ImportMessage } from '../../../lambdas/domain/imports/start-import';
import type { Key, Store } from '../../../lambdas/ports/store';
import { keys } from '../../../lambdas/table';
import { createFullDeps } from '../../../lambdas/wiring/all';
import { countsAndTruth } from '../contacts/support';
import { newUser } from '../helpers/cognito';
import { tableStore } from '../setup/support';
import { finished, markQueued, uploaded } from './support';

const store = tableStore();
const { ports } = createFullDeps(inject('stack').env);
const queue = { send: async (_q: 'imports', _body: ImportMessage) => {} };
const lines = (tag: string, from: number, to: number) =>
  Array.from(
    { length: to - from },
    (_, i) => `${tag}${from + i}@example.com,${tag.toUpperCase()}${from + i}`,
  );
const csv = (rows: string[]) => `email,first\n${rows.join('\n')}\n`;

/** Sizes of the batched reads of address claims (EMAIL# keys) the runs make. */
function watchingClaimReads(real: Store) {
  const sizes: number[] = [];
  const store = new Proxy(real, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (name !== 'getMany' || typeof value !== 'function') return value;
      return (keys: readonly Key[]) => {
        const claims = keys.filter((k) => k.sk.startsWith('EMAIL#')).length;
        if (claims > 0) sizes.push(claims);
        return (value as Store['getMany'])!.call(target, keys);
      };
    },
  });
  return { store, sizes };
}

async function imported(
  user: Awaited<ReturnType<typeof newUser>>,
  rows: string[],
  over?: Partial<typeof ports>,
) {
  const ticket = await uploaded(user.idToken, csv(rows));
  await markQueued(store, user.sub, ticket.importId);
  const message = { sub: user.sub, importId: ticket.importId };
  const options = { msLeft: () => Infinity, batchRows: 100 };
  expect(await runImport({ ...ports, ...over, queue }, message, options)).toBe('done');
  return finished(user.idToken, ticket.importId);
}

const emailsOf = async (sub: string) =>
  (await store.query({ partition: keys.contact(sub, '').pk, beginsWith: keys.contactPrefix })).map(
    (c) => c.emailKey as string,
  );

describe('a batch that skips the read of its claims', () => {
  it('updates the addresses already in the list and skips a suppressed one, each address once', async () => {
    const user = await newUser('import-skip-read');
    expect(await imported(user, [...lines('x', 0, 50), 'gone@example.com,Gone'])).toMatchObject({
      added: 51,
    });
    const gone = (
      await store.query({ partition: keys.contact(user.sub, '').pk, beginsWith: keys.contactPrefix })
    ).find((c) => c.emailKey === 'gone@example.com')!.contactId as string;
    await applyStatusChange(store, user.sub, gone, 'unsubscribed', { reason: 'test' });
    await deleteContacts(store, user.sub, [gone], new Date().toISOString());

    // Batch 1: 100 new addresses (read first, all free); batch 2 (read skipped): 50 known, the suppressed
    // one, 49 new.
    const watched = watchingClaimReads(ports.store);
    const rows = [
      ...lines('n', 0, 100),
      ...lines('x', 0, 50),
      'gone@example.com,Again',
      ...lines('n', 100, 149),
    ];
    const done = await imported(user, rows, { store: watched.store });
    // Batch 1 read its 100 claims; batch 2 read only the 51 whose claim failed.
    expect(watched.sizes).toEqual([100, 51]);
    expect(done).toMatchObject({
      rowsDone: 200,
      added: 149,
      updated: 50,
      skipped: 1,
      reasons: { unsubscribed: 1 },
    });
    const emails = await emailsOf(user.sub);
    expect(emails.length).toBe(199);
    expect(new Set(emails).size).toBe(199);
    expect(emails).not.toContain('gone@example.com');
    const { counts, truth } = await countsAndTruth(store, user.sub);
    expect(counts).toEqual(truth);
    expect(counts.subscribed).toBe(199);
  }, 120_000);

  it("near the plan's limit, an address already in the list takes no new address's slot", async () => {
    // The free plan's limit is 500: 350 contacts, then 100 new (450), then 80 known and 20 new (470).
    const user = await newUser('import-skip-limit');
    expect(await imported(user, lines('x', 0, 350))).toMatchObject({ added: 350 });
    const done = await imported(user, [...lines('n', 0, 100), ...lines('x', 0, 80), ...lines('n', 100, 120)]);
    expect(done).toMatchObject({ status: 'done', rowsDone: 200, added: 120, updated: 80, skipped: 0 });
    expect(done.stopped).toBeUndefined();
    const { counts, truth } = await countsAndTruth(store, user.sub);
    expect(counts).toEqual(truth);
    expect(counts.subscribed).toBe(470);
  }, 180_000);
});
