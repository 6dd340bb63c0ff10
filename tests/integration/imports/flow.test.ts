/**
 * An import end to end over the local stack: the presigned upload, the start, the job run by the local
 * event source mapping off the 'imports' queue (the real SQS protocol), the contacts and COUNTS in the table,
 * the progress and the report.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { IMPORT_ATTESTATION } from '../../../shared/contracts/imports';
import { createFullDeps } from '../../../lambdas/wiring/all';
import { keys } from '../../../lambdas/table';
import { newUser } from '../helpers/cognito';
import { finished, getReport, preview, startImport, uploaded } from './support';

type User = Awaited<ReturnType<typeof newUser>>;
const { ports } = createFullDeps(inject('stack').env);
let ann: User;

beforeAll(async () => {
  ann = await newUser('import-flow');
});

const contactsOf = async (sub: string) =>
  (await ports.store.query({ partition: keys.contact(sub, '').pk, beginsWith: keys.contactPrefix })) as {
    email: string;
    firstName?: string;
    lastName?: string;
    tags: string[];
    status: string;
    consent: Record<string, unknown>;
  }[];

describe('an import', () => {
  it('adds the good rows with the attestation on their consent, skips the bad ones with a reason each, and counts right', async () => {
    const csv = [
      'Email,First Name,Last Name,Tags',
      'ann@example.com,Ann,Lee,"VIP, shop"',
      'not-an-address,Bob,,',
      'ANN@example.com,Ann,Again,',
      'info@example.com,,,',
      ',Nobody,,',
      'carl@gmial.com,Carl,,',
      'dora@example.com,Dora,,news',
    ].join('\r\n');
    const ticket = await uploaded(ann.idToken, csv);
    const p = await preview(ann.idToken, ticket.importId);
    const res = await startImport(ann.idToken, ticket.importId, { mapping: p.mapping, attestation: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'queued' });

    const done = await finished(ann.idToken, ticket.importId);
    expect(done).toMatchObject({
      status: 'done',
      total: 7,
      rowsDone: 7,
      added: 3,
      updated: 0,
      skipped: 4,
      flagged: 1,
      reasons: { invalidEmail: 1, duplicateInFile: 1, roleAddress: 1, missingEmail: 1, domainTypo: 1 },
    });
    const contacts = await contactsOf(ann.sub);
    expect(contacts.map((c) => c.email).sort()).toEqual([
      'ann@example.com',
      'dora@example.com',
      'info@example.com',
    ]);
    const annContact = contacts.find((c) => c.email === 'ann@example.com')!;
    expect(annContact).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      tags: ['vip', 'shop'],
      status: 'subscribed',
    });
    expect(annContact.consent).toMatchObject({
      source: 'import',
      attestation: IMPORT_ATTESTATION,
      importId: ticket.importId,
    });
    expect(await ports.store.get(keys.contactCounts(ann.sub))).toMatchObject({ subscribed: 3 });

    const report = await getReport(ann.idToken, ticket.importId);
    expect(report.status, report.text).toBe(200);
    expect(report.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(report.text).toBe(
      [
        'Row,Email,Outcome,Reason',
        '3,not-an-address,Skipped,Not a valid email address',
        '4,ANN@example.com,Skipped,Same address as row 2',
        '5,info@example.com,Imported with a warning,"Role address (such as info@): imported, but these often bounce or complain"',
        '6,,Skipped,No email address',
        '7,carl@gmial.com,Skipped,Looks like a typo in the domain: did you mean carl@gmail.com?',
        '',
      ].join('\r\n'),
    );
  });
});
