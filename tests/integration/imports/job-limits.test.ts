/**
 * Issue 30: the import job checks the stored file's size itself (the presigned form can be posted again
 * after the start), stops as soon as the plan's contact limit is reached and says so, and keeps the counts
 * exact when a run dies in the middle of a batch (its COUNTS slots taken, its claims won, its contacts
 * written or not). The job's own function against the real table and bucket, with a queue that only
 * records what it is sent; faults are injected by a store that fails one chosen call of the real one.
 */
import { inject, describe, expect, it } from 'vitest';
import { deleteContacts } from '../../../lambdas/domain/contacts/delete-contacts';
import { runImport } from '../../../lambdas/domain/imports/run-import';
import type { ImportMessage } from '../../../lambdas/domain/imports/start-import';
import type { Store } from '../../../lambdas/ports/store';
import { keys } from '../../../lambdas/table';
import { createFullDeps } from '../../../lambdas/wiring/all';
import { IMPORT_TOO_LARGE_MESSAGE } from '../../../shared/contracts/imports';
import { countsAndTruth } from '../contacts/support';
import { newUser } from '../helpers/cognito';
import { tableStore } from '../setup/support';
import { finished, markQueued, uploaded, uploadTo } from './support';

const store = tableStore();
const { ports } = createFullDeps(inject('stack').env);
const queue = { send: async (_q: 'imports', _body: ImportMessage) => {} };
const rowsOf = (tag: string, n: number) =>
  `email,first\n${Array.from({ length: n }, (_, i) => `${tag}${i}@example.com,N${i}`).join('\n')}\n`;

/** An uploaded file marked queued as the start route does, with no message: only the runs below work on it. */
async function queued(csv: string) {
  const user = await newUser('import-job');
  const ticket = await uploaded(user.idToken, csv);
  await markQueued(store, user.sub, ticket.importId);
  return { user, ticket, message: { sub: user.sub, importId: ticket.importId } };
}

const run = (message: ImportMessage, over: Partial<typeof ports> = {}) =>
  runImport({ ...ports, ...over, queue }, message, { msLeft: () => Infinity, batchRows: 100 });

describe('the import job', () => {
  it('fails an import whose file was replaced by one over 10 MB after the start, reading none of it', async () => {
    const { user, ticket, message } = await queued(rowsOf('s', 3));
    await uploadTo(ticket, `email\n${'x\n'.repeat(6.5 * 1024 * 1024)}`);
    expect(await run(message)).toBe('failed');
    const done = await finished(user.idToken, ticket.importId);
    expect(done).toMatchObject({ status: 'failed', error: IMPORT_TOO_LARGE_MESSAGE, rowsDone: 0 });
  }, 60_000);

  it("stops at the plan's limit and says so, instead of skipping the rest of the file row by row", async () => {
    const { user, ticket, message } = await queued(rowsOf('l', 3000));
    expect(await run(message)).toBe('done');
    const done = await finished(user.idToken, ticket.importId);
    expect(done.status).toBe('done');
    expect(done.total).toBe(3000);
    expect(done.added).toBe(500);
    expect(done.rowsDone).toBe(600);
    expect(done.stopped).toBe(
      "Stopped after row 601: your plan's limit of 500 subscribed contacts is reached. The rest of the file " +
        'was not imported; upgrade your plan, then import the file again.',
    );
    expect(done.reasons).toEqual({ overLimit: 100 });
    const { counts, truth } = await countsAndTruth(store, user.sub);
    expect(counts).toEqual(truth);
    expect(counts.subscribed).toBe(500);
  }, 120_000);
});

/** The real store, but `fails` once (the first call it picks throws, as a crashed process would stop there). */
function failingOnce(real: Store, fails: (method: string, args: unknown[]) => boolean): Store {
  let failed = false;
  return new Proxy(real, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (!failed && fails(String(name), args)) {
          failed = true;
          return Promise.reject(new Error(`crash at ${String(name)}`));
        }
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

const isContactPut = (method: string, args: unknown[]) =>
  method === 'putMany' && (args[0] as { sk: string }[]).some((i) => i.sk.startsWith('CONTACT#'));
const isBatchRecord = (method: string, args: unknown[]) =>
  method === 'transact' &&
  (args[0] as { key?: { sk: string }; set?: Record<string, unknown> }[]).some(
    (w) => w.key?.sk.startsWith('IMPORT#') && 'pending' in (w.set ?? {}) && w.set!.pending === undefined,
  );

describe('a run that dies in the middle of a batch', () => {
  it('after winning its claims, before writing the contacts: the next run writes them, counts exact', async () => {
    const { user, ticket, message } = await queued(rowsOf('c', 250));
    await expect(run(message, { store: failingOnce(ports.store, isContactPut) })).rejects.toThrow('crash');
    expect(await run(message)).toBe('done');
    const done = await finished(user.idToken, ticket.importId);
    expect(done).toMatchObject({ rowsDone: 250, added: 250, skipped: 0 });
    const { counts, truth, total } = await countsAndTruth(store, user.sub);
    expect(total).toBe(250);
    expect(counts).toEqual(truth);
  }, 120_000);

  it('after writing the contacts, one of them deleted before the next run: counts exact, not brought back', async () => {
    const { user, ticket, message } = await queued(rowsOf('d', 250));
    await expect(run(message, { store: failingOnce(ports.store, isBatchRecord) })).rejects.toThrow('crash');
    const contacts = await store.query({
      partition: keys.contact(user.sub, '').pk,
      beginsWith: keys.contactPrefix,
    });
    const victim = contacts.find((c) => c.email === 'd3@example.com')!;
    await deleteContacts(store, user.sub, [victim.contactId as string], new Date().toISOString());
    expect(await run(message)).toBe('done');
    const done = await finished(user.idToken, ticket.importId);
    expect(done).toMatchObject({ rowsDone: 250, added: 249, skipped: 1, reasons: { deletedMeanwhile: 1 } });
    const { counts, truth, total } = await countsAndTruth(store, user.sub);
    expect(total).toBe(249);
    expect(counts).toEqual(truth);
  }, 120_000);
});
