import { beforeAll, describe, expect, it } from 'vitest';
import { insertContacts } from '../../../lambdas/domain/contacts/insert-contacts';
import {
  contactCountsResponseSchema,
  contactListResponseSchema,
  type Contact,
} from '../../../shared/contracts/contacts';
import { contactLimits } from '../../../shared/plans';
import { rawCall } from '../helpers/api';
import { newUser } from '../helpers/cognito';
import { userOnPlan } from '../projects/support';
import { tableStore } from '../setup/support';
import {
  addContact,
  bulk,
  contactOf,
  counts,
  deleteContact,
  getContact,
  listContacts,
  patchContact,
} from './api';
import { countsAndTruth, newContact } from './support';

/** The contact routes over HTTP (issue 20): keys from the token, clear 4xx in careful words, counts exact. */
const store = tableStore();
type User = Awaited<ReturnType<typeof newUser>>;
let owner: User;
let other: User;
beforeAll(async () => {
  [owner, other] = await Promise.all([newUser('contacts'), newUser('contacts-other')]);
});

describe('add, read, edit, delete', () => {
  it('adds a contact by hand (subscribed, consent manual) and reads it back', async () => {
    const c = contactOf(
      await addContact(owner.idToken, {
        email: '  Ann.Lee@Shop.test ',
        firstName: 'Ann',
        lastName: 'Lee',
        tags: [' VIP ', 'vip', 'Spring'],
      }),
      201,
    );
    expect(c).toMatchObject({
      email: 'Ann.Lee@Shop.test',
      firstName: 'Ann',
      lastName: 'Lee',
      tags: ['vip', 'spring'],
      status: 'subscribed',
      consent: { source: 'manual' },
    });
    expect(contactOf(await getContact(owner.idToken, c.id))).toEqual(c);
  });

  it('answers a role address added by hand with the warning the import gives; others with none', async () => {
    const role = await addContact(owner.idToken, { email: 'Info+shop@Candles.test' });
    expect(role.status, role.text).toBe(201);
    expect(role.body).toMatchObject({
      contact: { email: 'Info+shop@Candles.test', status: 'subscribed' },
      warnings: [
        {
          code: 'roleAddress',
          message: 'Role address (such as info@): added, but these often bounce or complain',
        },
      ],
    });
    const person = await addContact(owner.idToken, { email: 'infoline.fan@candles.test' });
    expect(person.status, person.text).toBe(201);
    expect(person.body).toMatchObject({ warnings: [] });
  });

  it('refuses the same address again, in any case, with a 409 naming it', async () => {
    contactOf(await addContact(owner.idToken, { email: 'dup@shop.test' }), 201);
    const res = await addContact(owner.idToken, { email: 'DUP@shop.test' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'contact_exists',
      message: 'DUP@shop.test is already in your contacts.',
    });
  });

  it('refuses a malformed address, an unknown field and 21 tags with 400, adding nothing', async () => {
    const before = (await countsAndTruth(store, owner.sub)).total;
    for (const body of [
      { email: 'not-an-address' },
      { email: 'a@shop.test', role: 'admin' },
      { email: 'a@shop.test', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      { email: 'a@shop.test', tags: ['x'.repeat(41)] },
    ]) {
      const res = await addContact(owner.idToken, body);
      expect(res.status, res.text).toBe(400);
      expect(res.body).toMatchObject({ error: 'invalid_request' });
    }
    const res = await addContact(owner.idToken, { email: 'nope' });
    expect((res.body as { issues: { message: string }[] }).issues[0]!.message).toBe(
      'Enter a valid email address, like name@example.com.',
    );
    expect((await countsAndTruth(store, owner.sub)).total).toBe(before);
  });

  it('edits names and tags; an empty name removes it', async () => {
    const c = contactOf(await addContact(owner.idToken, { email: 'edit@shop.test', firstName: 'Ed' }), 201);
    const edited = contactOf(
      await patchContact(owner.idToken, c.id, { firstName: '', lastName: 'Dalton', tags: ['Gold'] }),
    );
    expect(edited).toMatchObject({ email: 'edit@shop.test', lastName: 'Dalton', tags: ['gold'] });
    expect(edited.firstName).toBeUndefined();
    expect((await patchContact(owner.idToken, c.id, {})).status).toBe(400);
    expect((await patchContact(owner.idToken, c.id, { status: 'subscribed' })).status).toBe(400);
  });

  it('unsubscribes on the person’s behalf; deleted, the address stays suppressed: 409 on re-adding', async () => {
    const c = contactOf(await addContact(owner.idToken, { email: 'leaver@shop.test' }), 201);
    const unsubscribed = contactOf(await patchContact(owner.idToken, c.id, { status: 'unsubscribed' }));
    expect(unsubscribed.status).toBe('unsubscribed');
    expect(await deleteContact(owner.idToken, c.id)).toMatchObject({
      status: 200,
      body: { deleted: true, contactId: c.id },
    });
    expect((await getContact(owner.idToken, c.id)).status).toBe(404);
    const res = await addContact(owner.idToken, { email: 'Leaver@shop.test', firstName: 'Back' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'contact_suppressed',
      message: 'Leaver@shop.test cannot be added again: this address unsubscribed, so we will not email it.',
    });
    const { counts: c1, truth } = await countsAndTruth(store, owner.sub);
    expect(c1).toEqual(truth);
  });

  it('never changes a bounced contact by hand: 409', async () => {
    const c = await newContact('bounced@shop.test', 'bounced');
    await insertContacts(store, owner.sub, [c], { limit: 500 });
    const res = await patchContact(owner.idToken, c.contactId, { status: 'unsubscribed' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'status_change_not_allowed' });
    expect(contactOf(await getContact(owner.idToken, c.contactId)).status).toBe('bounced');
  });
});

describe("another account's contacts", () => {
  it('are not found: get, edit and delete answer 404 and change nothing; bulk skips them', async () => {
    const c = contactOf(await addContact(owner.idToken, { email: 'mine@shop.test', tags: ['a'] }), 201);
    for (const res of [
      await getContact(other.idToken, c.id),
      await patchContact(other.idToken, c.id, { firstName: 'Hijack' }),
      await patchContact(other.idToken, c.id, { status: 'unsubscribed' }),
      await deleteContact(other.idToken, c.id),
    ]) {
      expect(res.status, res.text).toBe(404);
      expect(res.body).toEqual({ error: 'contact_not_found', message: 'Contact not found' });
    }
    for (const action of ['tag', 'untag', 'delete']) {
      const res = await bulk(other.idToken, {
        action,
        contactIds: [c.id],
        ...(action === 'delete' ? {} : { tag: 'a' }),
      });
      expect(res.body).toEqual({ done: 0, skipped: 1 });
    }
    expect(contactOf(await getContact(owner.idToken, c.id))).toEqual(c);
    expect(contactListResponseSchema.parse((await listContacts(other.idToken)).body).contacts).toEqual([]);
  });

  it('can be added by another account too: addresses are unique per account, not across accounts', async () => {
    contactOf(await addContact(owner.idToken, { email: 'shared@shop.test' }), 201);
    contactOf(await addContact(other.idToken, { email: 'shared@shop.test' }), 201);
  });
});

describe('request checks', () => {
  it('answers 401 without a token on every contact route', async () => {
    for (const [method, path] of [
      ['GET', '/api/contacts'],
      ['GET', '/api/contacts/counts'],
      ['POST', '/api/contacts'],
      ['POST', '/api/contacts/bulk'],
      ['GET', '/api/contacts/x'],
      ['PATCH', '/api/contacts/x'],
      ['DELETE', '/api/contacts/x'],
    ] as const) {
      const res = await rawCall(path, { method, body: '', headers: {} });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('answers malformed JSON with 400 and an oversized body with 413, adding nothing', async () => {
    const before = (await countsAndTruth(store, owner.sub)).total;
    const headers = { 'content-type': 'application/json' };
    const broken = await rawCall('/api/contacts', {
      method: 'POST',
      token: owner.idToken,
      body: '{"email": ',
      headers,
    });
    expect(broken.body).toEqual({ error: 'malformed_json', message: 'Malformed JSON body.' });
    const big = await rawCall('/api/contacts', {
      method: 'POST',
      token: owner.idToken,
      body: JSON.stringify({ email: 'big@shop.test', firstName: 'x'.repeat(3000) }),
      headers,
    });
    expect(big.status).toBe(413);
    const tooMany = await bulk(owner.idToken, {
      action: 'delete',
      contactIds: Array.from({ length: 101 }, (_, i) => `id-${i}`),
    });
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as { issues: { message: string }[] }).issues[0]!.message).toBe(
      'Choose at most 100 contacts at a time.',
    );
    const queries: Record<string, string | number>[] = [
      { status: 'gone' },
      { limit: 0 },
      { limit: 'many' },
      { q: 'x'.repeat(300) },
    ];
    for (const query of queries) {
      const res = await listContacts(owner.idToken, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect((res.body as { issues: { message: string }[] }).issues[0]!.message).toMatch(
        /^(A status is one of: subscribed, pending, unsubscribed, bounced, complained, not_subscribed\.|A page holds 1 to 100 contacts\.|A search is at most 254 characters\.)$/,
      );
    }
    expect((await countsAndTruth(store, owner.sub)).total).toBe(before);
  });

  it('refuses a cursor that was tampered with: 400 in words, not 500', async () => {
    for (const cursor of [
      'garbage',
      Buffer.from('{"i":"gsi2","sk":"PROJECT#x","at":"a"}').toString('base64url'),
    ]) {
      const res = await listContacts(owner.idToken, { cursor });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'invalid_cursor',
        message: 'This page of contacts is no longer available. Please reload the list.',
      });
    }
  });
});

describe('list, search, filter, "Show more"', () => {
  let user: User;
  const made: Contact[] = [];
  beforeAll(async () => {
    user = await newUser('contacts-list');
    const people = [
      ['zoe@alpha.test', 'Zoe', 'Adams', ['vip']],
      ['bob@beta.test', 'Bob', 'Stone', []],
      ['carla@gamma.test', 'Carla', 'Bobbins', ['vip', 'spring']],
      ['dan@delta.test', 'Dan', 'Oak', ['spring']],
      ['bea@epsilon.test', 'Bea', 'Lee', []],
    ] as const;
    for (const [email, firstName, lastName, tags] of people)
      made.push(contactOf(await addContact(user.idToken, { email, firstName, lastName, tags }), 201));
    await patchContact(user.idToken, made[3]!.id, { status: 'unsubscribed' });
  });
  const emails = (res: Awaited<ReturnType<typeof listContacts>>) =>
    contactListResponseSchema.parse(res.body).contacts.map((c) => c.email);

  it('pages through every contact in email order with the cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await listContacts(user.idToken, { limit: 2, ...(cursor ? { cursor } : {}) });
      const page = contactListResponseSchema.parse(res.body);
      seen.push(...page.contacts.map((c) => c.email));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(seen).toEqual([
      'bea@epsilon.test',
      'bob@beta.test',
      'carla@gamma.test',
      'dan@delta.test',
      'zoe@alpha.test',
    ]);
    expect(pages).toBeLessThanOrEqual(4);
  });

  it('searches any part of an address or a name, not only the start', async () => {
    expect(emails(await listContacts(user.idToken, { q: 'BOB@' }))).toEqual(['bob@beta.test']);
    expect(emails(await listContacts(user.idToken, { q: 'beta' }))).toEqual(['bob@beta.test']);
    expect(emails(await listContacts(user.idToken, { q: '@GAMMA.test' }))).toEqual(['carla@gamma.test']);
    expect(emails(await listContacts(user.idToken, { q: 'obbin' }))).toEqual(['carla@gamma.test']);
    expect(emails(await listContacts(user.idToken, { q: 'an oa' }))).toEqual(['dan@delta.test']);
    expect(emails(await listContacts(user.idToken, { q: 'nobody' }))).toEqual([]);
    // "bob" is an email prefix of Bob and part of Carla Bobbins' name.
    expect(emails(await listContacts(user.idToken, { q: 'Bob' }))).toEqual([
      'bob@beta.test',
      'carla@gamma.test',
    ]);
    expect(emails(await listContacts(user.idToken, { q: 'lee' }))).toEqual(['bea@epsilon.test']);
  });

  it('filters by status and by tag, and both with a search', async () => {
    expect(emails(await listContacts(user.idToken, { status: 'unsubscribed' }))).toEqual(['dan@delta.test']);
    expect(emails(await listContacts(user.idToken, { status: 'subscribed', tag: 'spring' }))).toEqual([
      'carla@gamma.test',
    ]);
    expect(emails(await listContacts(user.idToken, { tag: 'VIP' }))).toEqual([
      'carla@gamma.test',
      'zoe@alpha.test',
    ]);
    expect(emails(await listContacts(user.idToken, { tag: 'vip', q: 'zo' }))).toEqual(['zoe@alpha.test']);
  });

  it('counts per status, with the plan limit', async () => {
    const res = contactCountsResponseSchema.parse((await counts(user.idToken)).body);
    expect(res).toEqual({
      counts: { subscribed: 4, pending: 0, unsubscribed: 1, bounced: 0, complained: 0, not_subscribed: 0 },
      limit: 500,
    });
  });

  it('bulk tags, untags and deletes, skipping what is already so', async () => {
    const ids = made.map((c) => c.id);
    expect((await bulk(user.idToken, { action: 'tag', contactIds: ids, tag: 'Spring' })).body).toEqual({
      done: 3,
      skipped: 2,
    });
    expect(emails(await listContacts(user.idToken, { tag: 'spring' }))).toHaveLength(5);
    expect((await bulk(user.idToken, { action: 'untag', contactIds: ids, tag: 'vip' })).body).toEqual({
      done: 2,
      skipped: 3,
    });
    expect(
      (await bulk(user.idToken, { action: 'delete', contactIds: [ids[0]!, ids[3]!, 'nope'] })).body,
    ).toEqual({
      done: 2,
      skipped: 1,
    });
    const res = contactCountsResponseSchema.parse((await counts(user.idToken)).body);
    expect(res.counts).toMatchObject({ subscribed: 3, unsubscribed: 0 });
  });
});

describe('plan limit over HTTP', () => {
  it('a pro account at its limit gets the 403 with the pro number', async () => {
    const user = await userOnPlan(store, 'pro', 'contacts-pro');
    // COUNTS at the limit, as 10,000 real contacts would leave it (writing them all would take minutes).
    await store.put({
      pk: `CONTACTS#${user.sub}`,
      sk: 'COUNTS',
      subscribed: contactLimits.pro,
      pending: 0,
      unsubscribed: 0,
      bounced: 0,
      complained: 0,
    });
    const res = await addContact(user.idToken, { email: 'one-more@shop.test' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'contact_limit_reached',
      message: 'Your plan allows 10,000 subscribed contacts. Upgrade to add more.',
    });
    expect(contactCountsResponseSchema.parse((await counts(user.idToken)).body).limit).toBe(10_000);
  });
});
