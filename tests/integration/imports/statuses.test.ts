/**
 * What an import never does: change the status of an address that unsubscribed, bounced or complained
 * (still a contact, or deleted since and kept only as its suppression hash), or create an address twice when
 * a run is cut short and its message delivered again. The file goes up through the routes; the job's own
 * function then runs in this process against the real table and bucket, with a queue that only records
 * what it is sent: the run's shared 'imports' queue has two pollers for every file's imports (a 50,000-row
 * one holds a poller for minutes), and the stack loads the job's handler on its first use (7 s on a loaded
 * 2-core machine), so a run through it could start after the test's 30 s. flow.test.ts and routes.test.ts
 * go through the real queue.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { applyStatusChange } from '../../../lambdas/domain/contacts/apply-status-change';
import { deleteContacts } from '../../../lambdas/domain/contacts/delete-contacts';
import { createImport } from '../../../lambdas/domain/imports/create-import';
import { runImport } from '../../../lambdas/domain/imports/run-import';
import type { ImportMessage } from '../../../lambdas/domain/imports/start-import';
import { keys } from '../../../lambdas/table';
import { createFullDeps } from '../../../lambdas/wiring/all';
import { newUser } from '../helpers/cognito';
import { countsAndTruth } from '../contacts/support';
import { tableStore } from '../setup/support';
import { finished, getImport, markQueued, uploadTo } from './support';

type User = Awaited<ReturnType<typeof newUser>>;
const store = tableStore();
const { ports } = createFullDeps(inject('stack').env);
let ann: User;
let ben: User;

beforeAll(async () => {
  [ann, ben] = await Promise.all([newUser('import-status'), newUser('import-resume')]);
});

/**
 * An import created as the create route does (its function, here: the stack loads that route's handler on
 * first use, 15 s on a loaded machine), its file posted to the bucket as the browser does, and marked
 * queued as the start route does, with no message: only this file's runs work on it.
 */
async function queued(user: User, csv: string) {
  const ticket = await createImport(ports, {
    accountId: user.sub,
    fileName: 'contacts.csv',
    size: Buffer.byteLength(csv),
  });
  await uploadTo(ticket, csv);
  await markQueued(ports.store, user.sub, ticket.importId);
  return { ticket, message: { sub: user.sub, importId: ticket.importId } };
}

/** One delivery of the import's message; what it queued for the next delivery goes into `sent`. */
const runOf =
  (message: ImportMessage, sent: ImportMessage[] = []) =>
  (msLeft = Number.POSITIVE_INFINITY, batchRows = 100) =>
    runImport(
      { ...ports, queue: { send: async (_q: 'imports', body: ImportMessage) => void sent.push(body) } },
      message,
      { msLeft: () => msLeft, batchRows },
    );

async function importCsv(user: User, csv: string) {
  const { ticket, message } = await queued(user, csv);
  expect(await runOf(message)()).toBe('done');
  return finished(user.idToken, ticket.importId);
}

const contactByEmail = async (sub: string, email: string) =>
  (await store.query({ partition: keys.contact(sub, '').pk, beginsWith: keys.contactPrefix })).find(
    (c) => c.email === email,
  );

describe('a re-import', () => {
  it('keeps an unsubscribed, bounced or complained contact as it is, and never brings back a deleted unsubscriber', async () => {
    const first = await importCsv(
      ann,
      'email,first\nuna@example.com,Una\nbo@example.com,Bo\ncora@example.com,Cora\ndel@example.com,Del\n',
    );
    expect(first).toMatchObject({ added: 4, skipped: 0 });
    const id = async (email: string) => (await contactByEmail(ann.sub, email))!.contactId as string;
    await applyStatusChange(store, ann.sub, await id('una@example.com'), 'unsubscribed', { reason: 'test' });
    await applyStatusChange(store, ann.sub, await id('bo@example.com'), 'bounced', { reason: 'test' });
    await applyStatusChange(store, ann.sub, await id('cora@example.com'), 'complained', { reason: 'test' });
    await applyStatusChange(store, ann.sub, await id('del@example.com'), 'unsubscribed', { reason: 'test' });
    await deleteContacts(store, ann.sub, [await id('del@example.com')], new Date().toISOString());

    const again = await importCsv(
      ann,
      'email,first\nUNA@example.com,Una B\nbo@example.com,\ncora@example.com,Cora\ndel@example.com,Del\nnew@example.com,New\n',
    );
    expect(again).toMatchObject({ added: 1, updated: 3, skipped: 1, reasons: { unsubscribed: 1 } });
    expect(await contactByEmail(ann.sub, 'una@example.com')).toMatchObject({
      status: 'unsubscribed',
      firstName: 'Una B',
    });
    expect(await contactByEmail(ann.sub, 'bo@example.com')).toMatchObject({ status: 'bounced' });
    expect(await contactByEmail(ann.sub, 'cora@example.com')).toMatchObject({ status: 'complained' });
    expect(await contactByEmail(ann.sub, 'del@example.com')).toBeUndefined();
    const { counts, truth } = await countsAndTruth(store, ann.sub);
    expect(counts).toEqual(truth);
    expect(counts).toMatchObject({ subscribed: 1, unsubscribed: 1, bounced: 1, complained: 1 });
  });
});

describe('a run cut short', () => {
  it('queues itself with the row reached, and the next delivery finishes without a duplicate and with exact counts', async () => {
    // Batches of 5: the first run stops after one, the duplicate of row 2 comes after that cut.
    const rows = Array.from({ length: 12 }, (_, i) => `r${i}@example.com,R${i}`);
    rows.splice(6, 0, 'r1@example.com,Again');
    const { ticket, message } = await queued(ben, `email,first\n${rows.join('\n')}\n`);
    const sent: ImportMessage[] = [];
    const run = (msLeft: number) => runOf(message, sent)(msLeft, 5);

    expect(await run(0)).toBe('requeued');
    expect(sent).toEqual([{ ...message, fromRow: 5 }]);
    const key = keys.contactImport(ben.sub, ticket.importId);
    const afterFirst = (await ports.store.get(key))!;
    expect((await getImport(ben.idToken, ticket.importId)).body).toMatchObject({
      status: 'running',
      total: 13,
      rowsDone: 5,
      added: 5,
    });
    // A run that wrote its next batch's contacts but died before recording it: the next run counts them once.
    expect(await run(0)).toBe('requeued');
    const { rowsDone, added, updated, skipped, flagged, reasons } = afterFirst;
    await ports.store.update(key, { rowsDone, added, updated, skipped, flagged, reasons });
    expect(await run(Number.POSITIVE_INFINITY)).toBe('done');
    const done = await finished(ben.idToken, ticket.importId);
    expect(done).toMatchObject({ rowsDone: 13, added: 12, updated: 0, skipped: 1 });
    expect(done.reasons).toEqual({ duplicateInFile: 1 });
    const { counts, truth, total } = await countsAndTruth(store, ben.sub);
    expect(total).toBe(12);
    expect(counts).toEqual(truth);
  });
});
