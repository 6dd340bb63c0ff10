/**
 * Issue 30: custom fields on a contact over HTTP. PATCH /api/contacts/{id} takes `fields`, checked against the
 * account's catalogue (unknown key, wrong type, too long: 400 naming the field, nothing changed); another
 * account's contact is a 404; GET /api/contacts/fields answers the catalogue.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addContactFields } from '../../../lambdas/domain/items/contact-fields';
import { call, rawCall } from '../helpers/api';
import { newUser } from '../helpers/cognito';
import { tableStore } from '../setup/support';
import { addContact, contactOf, getContact, patchContact } from './api';

const store = tableStore();
type User = Awaited<ReturnType<typeof newUser>>;
let owner: User;
let other: User;
let contactId: string;

beforeAll(async () => {
  [owner, other] = await Promise.all([newUser('fields'), newUser('fields-other')]);
  await addContactFields(store, owner.sub, [
    { name: 'City', key: 'city', type: 'text' },
    { name: 'Birthday', key: 'birthday', type: 'date' },
    { name: 'Plan', key: 'plan', type: 'number' },
  ]);
  contactId = contactOf(await addContact(owner.idToken, { email: 'fields@shop.test' }), 201).id;
});

describe('custom fields on a contact', () => {
  it('sets typed values (a date as ISO, "12" as 12) and removes one with null', async () => {
    const set = contactOf(
      await patchContact(owner.idToken, contactId, {
        fields: { city: ' Lyon ', birthday: '25/03/1990', plan: '12' },
      }),
    );
    expect(set.fields).toEqual({ city: 'Lyon', birthday: '1990-03-25', plan: 12 });
    const removed = contactOf(await patchContact(owner.idToken, contactId, { fields: { city: null } }));
    expect(removed.fields).toEqual({ birthday: '1990-03-25', plan: 12 });
    expect(contactOf(await getContact(owner.idToken, contactId)).fields).toEqual(removed.fields);
  });

  it('refuses a wrong type, an unknown field, a long value and 21 fields with 400, changing nothing', async () => {
    const before = contactOf(await getContact(owner.idToken, contactId));
    const cases: [unknown, string][] = [
      [{ plan: 'many' }, 'Plan must be a number.'],
      [{ birthday: 'soon' }, 'Birthday must be a date, like 1990-03-25.'],
      [{ city: 3 }, 'City must be text.'],
      [{ shoe: '42' }, 'There is no field "shoe": import a column of that name first.'],
    ];
    for (const [fields, message] of cases) {
      const res = await patchContact(owner.idToken, contactId, { fields, firstName: 'Changed' });
      expect(res.status, res.text).toBe(400);
      expect(res.body).toEqual({ error: 'invalid_field', message });
    }
    for (const fields of [
      { city: 'x'.repeat(201) },
      Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, 'x'])),
      ['city'],
      'Lyon',
    ]) {
      const res = await patchContact(owner.idToken, contactId, { fields });
      expect(res.status, res.text).toBe(400);
    }
    expect(contactOf(await getContact(owner.idToken, contactId))).toEqual(before);
  });

  it("answers 404 for another account's contact and leaves it alone", async () => {
    const before = contactOf(await getContact(owner.idToken, contactId));
    const res = await patchContact(other.idToken, contactId, { fields: { city: 'Paris' } });
    expect(res.status, res.text).toBe(404);
    expect(contactOf(await getContact(owner.idToken, contactId))).toEqual(before);
  });

  it('answers malformed JSON with 400, an oversized body with 413 and no token with 401', async () => {
    const headers = { 'content-type': 'application/json' };
    const path = `/api/contacts/${contactId}`;
    const broken = await rawCall(path, {
      method: 'PATCH',
      token: owner.idToken,
      body: '{"fields": ',
      headers,
    });
    expect(broken.status).toBe(400);
    const big = await rawCall(path, {
      method: 'PATCH',
      token: owner.idToken,
      body: JSON.stringify({ fields: { city: 'x'.repeat(9000) } }),
      headers,
    });
    expect(big.status).toBe(413);
    const anonymous = await call('/api/contacts/fields');
    expect(anonymous.status).toBe(401);
  });

  it("answers each account's own catalogue", async () => {
    const mine = await call('/api/contacts/fields', { token: owner.idToken });
    expect(mine.body).toEqual({
      fields: [
        { name: 'City', key: 'city', type: 'text' },
        { name: 'Birthday', key: 'birthday', type: 'date' },
        { name: 'Plan', key: 'plan', type: 'number' },
      ],
    });
    const theirs = await call('/api/contacts/fields', { token: other.idToken });
    expect(theirs.body).toEqual({ fields: [] });
  });
});
