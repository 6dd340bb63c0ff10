/**
 * Issue 30: POST /api/contacts (the "Add contact" dialog) takes the account's custom field values, checked
 * against its catalogue by the edit's rules: typed values are stored; a wrong type, an unknown key (another
 * account's field), a long value: 400 naming the field, and nothing is added. Malformed JSON 400, an
 * oversized body 413, no token 401, each adding nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addContactFields } from '../../../lambdas/domain/items/contact-fields';
import { rawCall } from '../helpers/api';
import { newUser } from '../helpers/cognito';
import { tableStore } from '../setup/support';
import { addContact, contactOf, getContact, listContacts } from './api';
import { countsAndTruth } from './support';

const store = tableStore();
type User = Awaited<ReturnType<typeof newUser>>;
let owner: User;
let other: User;

beforeAll(async () => {
  [owner, other] = await Promise.all([newUser('add-fields'), newUser('add-fields-other')]);
  await addContactFields(store, owner.sub, [
    { name: 'City', key: 'city', type: 'text' },
    { name: 'Birthday', key: 'birthday', type: 'date' },
    { name: 'Plan', key: 'plan', type: 'number' },
  ]);
});

const total = async (user: User) => (await countsAndTruth(store, user.sub)).total;

describe('custom fields on a manual add', () => {
  it('stores typed values (a date as ISO, "12" as 12; "" and null set nothing)', async () => {
    const added = contactOf(
      await addContact(owner.idToken, {
        email: 'typed@shop.test',
        fields: { city: ' Lyon ', birthday: '25/03/1990', plan: '12' },
      }),
      201,
    );
    expect(added.fields).toEqual({ city: 'Lyon', birthday: '1990-03-25', plan: 12 });
    expect(contactOf(await getContact(owner.idToken, added.id)).fields).toEqual(added.fields);
    const blank = contactOf(
      await addContact(owner.idToken, { email: 'blank@shop.test', fields: { city: '', plan: null } }),
      201,
    );
    expect(blank.fields).toBeUndefined();
  });

  it('refuses a wrong type, an unknown field, a long value and 21 fields with 400, adding nothing', async () => {
    const before = await total(owner);
    const named: [unknown, string][] = [
      [{ plan: 'many' }, 'Plan must be a number.'],
      [{ birthday: 'soon' }, 'Birthday must be a date, like 1990-03-25.'],
      [{ city: 3 }, 'City must be text.'],
      [{ shoe: '42' }, 'There is no field "shoe": import a column of that name first.'],
    ];
    for (const [fields, message] of named) {
      const res = await addContact(owner.idToken, { email: 'wrong@shop.test', fields });
      expect(res.status, res.text).toBe(400);
      expect(res.body).toEqual({ error: 'invalid_field', message });
    }
    for (const fields of [
      { city: 'x'.repeat(201) },
      Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, 'x'])),
      ['city'],
      'Lyon',
    ]) {
      const res = await addContact(owner.idToken, { email: 'wrong@shop.test', fields });
      expect(res.status, res.text).toBe(400);
    }
    expect(await total(owner)).toBe(before);
    const search = await listContacts(owner.idToken, { q: 'wrong@' });
    expect((search.body as { contacts: unknown[] }).contacts).toEqual([]);
  });

  it("refuses another account's field (each account has its own catalogue) and adds nothing anywhere", async () => {
    const [mine, theirs] = [await total(owner), await total(other)];
    const res = await addContact(other.idToken, { email: 'stranger@shop.test', fields: { city: 'Paris' } });
    expect(res.status, res.text).toBe(400);
    expect(res.body).toEqual({
      error: 'invalid_field',
      message: 'There is no field "city": import a column of that name first.',
    });
    expect([await total(owner), await total(other)]).toEqual([mine, theirs]);
  });

  it('answers malformed JSON with 400, an oversized body with 413 and no token with 401, adding nothing', async () => {
    const before = await total(owner);
    const headers = { 'content-type': 'application/json' };
    const broken = await rawCall('/api/contacts', {
      method: 'POST',
      token: owner.idToken,
      body: '{"email": "a@shop.test", "fields": {"city": ',
      headers,
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ error: 'malformed_json', message: 'Malformed JSON body.' });
    const big = await rawCall('/api/contacts', {
      method: 'POST',
      token: owner.idToken,
      body: JSON.stringify({ email: 'big@shop.test', fields: { city: 'x'.repeat(9000) } }),
      headers,
    });
    expect(big.status).toBe(413);
    const anonymous = await rawCall('/api/contacts', {
      method: 'POST',
      body: JSON.stringify({ email: 'anon@shop.test', fields: { city: 'Lyon' } }),
      headers,
    });
    expect(anonymous.status).toBe(401);
    expect(await total(owner)).toBe(before);
  });
});
