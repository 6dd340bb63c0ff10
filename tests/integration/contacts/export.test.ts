import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertContacts } from '../../../lambdas/domain/contacts/insert-contacts';
import { EXPORT_HEADER } from '../../../lambdas/domain/contacts/export-csv';
import { contactExportResponseSchema } from '../../../shared/contracts/contacts';
import { call } from '../helpers/api';
import { newUser } from '../helpers/cognito';
import { tableStore } from '../setup/support';
import { addContact, contactOf, patchContact } from './api';
import { newContact } from './support';

/**
 * Issue 30: the list (all, or the current filter) as a CSV with the consent columns, written to the bucket as
 * it is read and downloaded through a short-lived link.
 */
const store = tableStore();
type User = Awaited<ReturnType<typeof newUser>>;
let owner: User;
let other: User;

const exportOf = (token: string, body: unknown = {}) =>
  call('/api/contacts/export', {
    method: 'POST',
    token,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

async function download(token: string, body: unknown = {}) {
  const res = await exportOf(token, body);
  expect(res.status, res.text).toBe(200);
  const answer = contactExportResponseSchema.parse(res.body);
  const file = await fetch(answer.url);
  expect(file.status).toBe(200);
  const rows = parse(await file.text(), { columns: true, bom: true }) as Record<string, string>[];
  return { answer, rows, headers: file.headers };
}

beforeAll(async () => {
  [owner, other] = await Promise.all([newUser('export'), newUser('export-other')]);
  contactOf(
    await addContact(owner.idToken, {
      email: 'ann.smith@shop.test',
      firstName: 'Ann',
      lastName: 'Smith',
      tags: ['vip', 'spring'],
    }),
    201,
  );
  // A name a spreadsheet would run as a formula, full-width equals sign included.
  contactOf(
    await addContact(owner.idToken, { email: 'bob@shop.test', firstName: '＝HYPERLINK("http://evil.test")' }),
    201,
  );
  const carl = contactOf(await addContact(owner.idToken, { email: 'carl@shop.test', tags: ['vip'] }), 201);
  expect((await patchContact(owner.idToken, carl.id, { status: 'unsubscribed' })).status).toBe(200);
  const imported = await newContact('dora@shop.test', 'subscribed', {
    consent: {
      source: 'import',
      at: '2026-11-01T10:00:00.000Z',
      importId: 'import-1',
      attestation: 'These people agreed to get email from us.',
    },
  });
  await insertContacts(store, owner.sub, [imported], { limit: 500 });
  contactOf(await addContact(other.idToken, { email: 'stranger@shop.test' }), 201);
});

describe('POST /api/contacts/export', () => {
  it('exports every contact with the consent columns, and nobody of another account', async () => {
    const { answer, rows, headers } = await download(owner.idToken);
    expect(answer.count).toBe(4);
    expect(answer.filename).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(headers.get('content-disposition')).toContain(answer.filename);
    expect(Object.keys(rows[0]!)).toEqual([...EXPORT_HEADER]);
    expect(rows.map((r) => r.Email).sort()).toEqual([
      'ann.smith@shop.test',
      'bob@shop.test',
      'carl@shop.test',
      'dora@shop.test',
    ]);
    const byEmail = Object.fromEntries(rows.map((r) => [r.Email, r]));
    expect(byEmail['ann.smith@shop.test']).toMatchObject({
      'First name': 'Ann',
      'Last name': 'Smith',
      Status: 'subscribed',
      Tags: 'vip; spring',
      'Consent source': 'manual',
    });
    expect(byEmail['carl@shop.test']!.Status).toBe('unsubscribed');
    expect(byEmail['dora@shop.test']).toMatchObject({
      'Consent source': 'import',
      'Consent given at': '2026-11-01T10:00:00.000Z',
      Import: 'import-1',
      'Import attestation': 'These people agreed to get email from us.',
    });
    // The formula is text in a spreadsheet: a leading apostrophe, also before a full-width ＝.
    expect(byEmail['bob@shop.test']!['First name']).toBe(`'＝HYPERLINK("http://evil.test")`);
  });

  it('exports what the list shows: a status, a tag, a search', async () => {
    expect((await download(owner.idToken, { status: 'unsubscribed' })).rows.map((r) => r.Email)).toEqual([
      'carl@shop.test',
    ]);
    const vip = await download(owner.idToken, { tag: 'vip' });
    expect(vip.rows.map((r) => r.Email).sort()).toEqual(['ann.smith@shop.test', 'carl@shop.test']);
    expect(vip.answer.count).toBe(2);
    expect((await download(owner.idToken, { q: 'ann' })).rows.map((r) => r.Email)).toEqual([
      'ann.smith@shop.test',
    ]);
  });

  it('an account with no contacts gets a file with the header only', async () => {
    const empty = await newUser('export-empty');
    const { answer, rows } = await download(empty.idToken);
    expect(answer.count).toBe(0);
    expect(rows).toEqual([]);
  });

  it('refuses an unknown status or field with a 400 and writes nothing', async () => {
    const bad = await exportOf(owner.idToken, { status: 'everyone' });
    expect(bad.status).toBe(400);
    const extra = await exportOf(owner.idToken, { columns: ['email'] });
    expect(extra.status).toBe(400);
  });
});
