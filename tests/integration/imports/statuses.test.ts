/**
 * What an import never does: change the status of an address that unsubscribed, bounced or complained
 * (still a contact, or deleted since and kept only as its suppression hash), or create an address twice when
 * a run is cut short and its message delivered again. Through the routes and the real queue, and (for the
 * resume) the job's own function against the real table with a queue that only records what it is sent.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { applyStatusChange } from '../../../lambdas/domain/contacts/apply-status-change';
import { deleteContacts } from '../../../lambdas/domain/contacts/delete-contacts';
import { runImport } from '../../../lambdas/domain/imports/run-import';
import type { ImportMessage } from '../../../lambdas/domain/imports/start-import';
import { keys } from '../../../lambdas/table';
import { createFullDeps } from '../../../lambdas/wiring/all';
import { inject } from 'vitest';
import { newUser } from '../helpers/cognito';
import { countsAndTruth } from '../contacts/support';
import { tableStore } from '../setup/support';
import { finished, fullMapping, getImport, startImport, uploaded } from './support';

type User = Awaited<ReturnType<typeof newUser>>;
const store = tableStore();
const { ports } = createFullDeps(inject('stack').env);
let ann: User;

beforeAll(async () => {
  ann = await newUser('import-status');
});

async function importCsv(user: User, csv: string) {
  const ticket = await uploaded(user.idToken, csv);
  const res = await startImport(user.idToken, ticket.importId, {
    mapping: fullMapping({ email: 0, firstName: 1 }),
    attestation: true,
  });
  expect(res.status, res.text).toBe(200);
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
    const user = await newUser('import-resume');
    const rows = Array.from({ length: 120 }, (_, i) => `r${i}@example.com,R${i}`);
    rows.splice(60, 0, 'r5@example.com,Again'); // a duplicate of an earlier row, after the cut
    const ticket = await uploaded(user.idToken, `email,first\n${rows.join('\n')}\n`);
    // Marked queued as the start route does, but with no message: only the runs below work on it.
    await ports.store.update(
      keys.contactImport(user.sub, ticket.importId),
      {
        status: 'queued',
        mapping: fullMapping({ email: 0, firstName: 1 }),
        attestation: 'These people agreed to receive email from me',
        delimiter: ',',
        columnCount: 2,
      },
      'present',
    );
    const sent: ImportMessage[] = [];
    const queue = { send: async (_q: 'imports', body: ImportMessage) => void sent.push(body) };
    const message = { sub: user.sub, importId: ticket.importId };
    const run = (msLeft: number) =>
      runImport({ ...ports, queue }, message, { msLeft: () => msLeft, batchRows: 50 });

    expect(await run(0)).toBe('requeued');
    expect(sent).toEqual([{ ...message, fromRow: 50 }]);
    const key = keys.contactImport(user.sub, ticket.importId);
    const afterFirst = (await ports.store.get(key))!;
    expect((await getImport(user.idToken, ticket.importId)).body).toMatchObject({
      status: 'running',
      total: 121,
      rowsDone: 50,
      added: 50,
    });
    // A run that wrote its next batch's contacts but died before recording it: the next run counts them once.
    expect(await run(0)).toBe('requeued');
    const { rowsDone, added, updated, skipped, flagged, reasons } = afterFirst;
    await ports.store.update(key, { rowsDone, added, updated, skipped, flagged, reasons });
    expect(await run(Number.POSITIVE_INFINITY)).toBe('done');
    const done = await finished(user.idToken, ticket.importId);
    expect(done).toMatchObject({ rowsDone: 121, added: 120, updated: 0, skipped: 1 });
    expect(done.reasons).toEqual({ duplicateInFile: 1 });
    const { counts, truth, total } = await countsAndTruth(store, user.sub);
    expect(total).toBe(120);
    expect(counts).toEqual(truth);
  });
});
