/**
 * Issue 30's import budget: an import counts once per batch (slots taken on COUNTS, claims side by side,
 * contacts with BatchWriteItem). Manual adds racing it at the plan's limit keep the limit and the counts
 * exact, one contact per address. The job's own function against the real table.
 */
import { inject, describe, expect, it } from 'vitest';
import { addContact } from '../../../lambdas/domain/contacts/add-contact';
import { runImport, type RunOptions } from '../../../lambdas/domain/imports/run-import';
import type { ImportMessage } from '../../../lambdas/domain/imports/start-import';
import { keys } from '../../../lambdas/table';
import { createFullDeps } from '../../../lambdas/wiring/all';
import { clock, countsAndTruth } from '../contacts/support';
import { newUser } from '../helpers/cognito';
import { tableStore } from '../setup/support';
import { finished, markQueued, uploaded } from './support';

const store = tableStore();
const { ports } = createFullDeps(inject('stack').env);
const queue = { send: async (_q: 'imports', _body: ImportMessage) => {} };
const rowsOf = (tag: string, n: number) =>
  `email,first\n${Array.from({ length: n }, (_, i) => `${tag}${i}@example.com,N${i}`).join('\n')}\n`;
/** Batches of 100 rows: the manual adds land between and during many of them. */
const options: RunOptions = { msLeft: () => Infinity, batchRows: 100 };

async function queued(csv: string) {
  const user = await newUser('import-race');
  const ticket = await uploaded(user.idToken, csv);
  await markQueued(store, user.sub, ticket.importId);
  return { user, ticket, message: { sub: user.sub, importId: ticket.importId } };
}

const contactEmails = async (sub: string) =>
  (await store.query({ partition: keys.contact(sub, '').pk, beginsWith: keys.contactPrefix })).map(
    (c) => c.emailKey as string,
  );

describe('an import racing manual adds', () => {
  it("at the plan's limit: never over it, counts exact, one contact per address", async () => {
    // The free plan's 500: 100 added by hand first, then 450 rows imported while 60 more are added by
    // hand, 30 of them in the file (580 addresses in all, 80 more than the plan takes).
    const { user, ticket, message } = await queued(rowsOf('r', 450));
    const deps = { store: ports.store, clock, signing: ports.signing };
    const add = async (emails: string[]) => {
      for (const email of emails) await addContact(deps, user.sub, { email }).catch(() => undefined);
    };
    await Promise.all(
      [0, 1, 2, 3].map((k) => add(Array.from({ length: 25 }, (_, i) => `before${k * 25 + i}@example.com`))),
    );
    const during = Array.from({ length: 60 }, (_, i) => `r${420 + i}@example.com`);
    const adding = add(during);
    const [outcome] = await Promise.all([runImport({ ...ports, queue }, message, options), adding]);
    expect(outcome).toBe('done');
    const done = await finished(user.idToken, ticket.importId);
    const { counts, truth, total } = await countsAndTruth(store, user.sub);
    expect(counts).toEqual(truth);
    expect(counts.subscribed).toBe(total);
    expect(total).toBeLessThanOrEqual(500);
    expect(done.stopped).toContain("your plan's limit of 500 subscribed contacts is reached");
    const emails = await contactEmails(user.sub);
    expect(new Set(emails).size).toBe(emails.length);
    // Every row of the file is accounted for: added, found added by hand meanwhile, or over the limit.
    expect(done.added + done.updated + done.skipped).toBe(done.rowsDone);
  }, 120_000);
});
