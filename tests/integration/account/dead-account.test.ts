/**
 * Dead accounts stay dead (issue 30): after "Delete my account" answered `deleted`, the ID token is still
 * valid (up to an hour), and every signed-in route of lambdas/routes/ (read from the table, so a new route is
 * checked the day it is added) and the streamed chat refuse it with a 401 `account_deleted`, writing nothing:
 * afterwards the table holds nothing of the account but its tombstone, and the bucket nothing under its
 * imports. From the moment a deletion starts (a deletion out of time answers `continuing`) the account is
 * refused too, the deletion itself excepted: calling it again resumes and finishes it.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { deleteAccount } from '../../../lambdas/domain/account/delete-account';
import {
  accountPartition,
  campaignsPartition,
  contactsPartition,
} from '../../../lambdas/domain/items/account-data';
import { routes } from '../../../lambdas/routes';
import { keys } from '../../../lambdas/table';
import { createFullDeps } from '../../../lambdas/wiring/all';
import { ACCOUNT_DELETE_PATH } from '../../../shared/contracts/account';
import { call, rawCall } from '../helpers/api';
import { newUser, signIn } from '../helpers/cognito';
import { addContact, contactOf } from '../contacts/api';
import { tableStore } from '../setup/support';
import { itemsMentioning } from './table-scan';

const { ports } = createFullDeps(inject('stack').env);
const store = tableStore();
type Route = (typeof routes)[number];
type User = Awaited<ReturnType<typeof newUser>>;
const json = { 'content-type': 'application/json' };
const REFUSED = {
  error: 'account_deleted',
  message:
    'This account has been deleted, or is being deleted, so it can no longer be used. To use Jungle Mail again, sign up for a new account.',
};

/** Bodies that a live account's call would act on (the writes the probe made), '{}' elsewhere. */
const validBodies: Partial<Record<Route['id'], unknown>> = {
  contactCreate: { email: 'ghost@example.com' },
  analyticsGoalCreate: { kind: 'event', value: 'Purchase' },
  contactsImportCreate: { fileName: 'contacts.csv', size: 100 },
  billingCheckout: { tier: 'pro' },
  billingFree: {},
  projectCreate: { name: 'Ghost' },
  campaignCreate: { name: 'Ghost' },
};
const signedIn: Route[] = routes.filter((r) => r.auth === 'jwt' && r.id !== 'accountDelete');

const send = (route: Route, token: string) => {
  const bodied = route.maxBodyBytes > 0;
  return rawCall(route.path.replace(/\{[^}]+\}/g, 'ghost-id'), {
    method: route.method,
    token,
    body: bodied ? JSON.stringify(validBodies[route.id] ?? {}) : '',
    headers: bodied ? json : {},
  });
};

const deleteCall = (token: string) =>
  call(ACCOUNT_DELETE_PATH, {
    method: 'POST',
    token,
    body: JSON.stringify({ confirm: true }),
    headers: json,
  });

/** Every partition of an account (lambdas/domain/items/account-data.ts) and its import CSVs. */
async function leftOf(user: User) {
  const partitions = [accountPartition, contactsPartition, campaignsPartition].map((p) => p(user.sub));
  const items = (await Promise.all(partitions.map((partition) => store.query({ partition })))).flat();
  return { items, csvs: await ports.blobs.list(`imports/${user.sub}/`) };
}

let ann: User;
let ben: User;
beforeAll(async () => {
  [ann, ben] = await Promise.all([newUser('dead-ann'), newUser('dead-ben')]);
  contactOf(await addContact(ann.idToken, { email: 'reader@example.com' }), 201);
  const res = await deleteCall(ann.idToken);
  expect(res.status, res.text).toBe(200);
  expect(res.body).toEqual({ status: 'deleted' });
}, 60_000);

describe("a deleted account's token", () => {
  it('checks every signed-in route of lambdas/routes/ (and there are some)', () => {
    expect(signedIn.length).toBeGreaterThan(60);
  });

  it('is refused by every signed-in route and the streamed chat with a 401 in careful words, and writes nothing', async () => {
    const answers: Record<string, unknown> = {};
    for (const route of signedIn) {
      const res = await send(route, ann.idToken);
      answers[`${route.method} ${route.path}`] = { status: res.status, body: res.body };
    }
    const chat = await call('/api/ai/chat', {
      method: 'POST',
      token: ann.idToken,
      body: JSON.stringify({ projectId: 'ghost-id', message: 'Hello' }),
      headers: json,
    });
    answers['POST /api/ai/chat'] = { status: chat.status, body: chat.body };
    const refused = { status: 401, body: REFUSED };
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((name) => [name, refused])));

    expect(await leftOf(ann)).toEqual({ items: [], csvs: [] });
    // Anywhere in the table: the tombstone alone names the account.
    expect(await itemsMentioning([ann.sub])).toEqual([
      {
        ...keys.accountTombstone(ann.sub),
        accountId: ann.sub,
        deletionStartedAt: expect.any(String) as string,
      },
    ]);
  }, 60_000);

  it('may call the deletion again: done already, nothing written', async () => {
    const before = await itemsMentioning([ann.sub]);
    const res = await deleteCall(ann.idToken);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ status: 'deleted' });
    expect(await itemsMentioning([ann.sub])).toEqual(before);
  });

  it("leaves a live account's token and the public routes alone", async () => {
    expect((await call('/api/profile', { token: ben.idToken })).status).toBe(200);
    expect((await call('/api/blog')).status).toBe(200);
  });
});

describe('a deletion under way', () => {
  it('refuses the account from its first call; calling the deletion again resumes and finishes it', async () => {
    const carl = await newUser('dead-carl');
    for (let i = 0; i < 3; i++)
      contactOf(await addContact(carl.idToken, { email: `r${i}@example.com` }), 201);
    // Pages of 2 and no time left: the deletion stops after its first page.
    const spent = { expired: () => true, pageSize: 2 };
    expect(await deleteAccount(ports, { userId: carl.sub }, spent)).toBe('continuing');
    expect((await leftOf(carl)).items.length).toBeGreaterThan(0);

    // The user still exists (it is deleted last), and even a token issued now is refused.
    const fresh = await signIn(carl.email);
    for (const token of [carl.idToken, fresh.idToken]) {
      const profile = await call('/api/profile', { token });
      expect(profile.status, profile.text).toBe(401);
      expect(profile.body).toEqual(REFUSED);
      const contact = await addContact(token, { email: 'late@example.com' });
      expect(contact.status, contact.text).toBe(401);
    }

    let res = await deleteCall(fresh.idToken);
    for (let calls = 0; res.status === 202; calls += 1) {
      expect(calls).toBeLessThan(20);
      res = await deleteCall(fresh.idToken);
    }
    expect(res.status, res.text).toBe(200);
    expect(await leftOf(carl)).toEqual({ items: [], csvs: [] });
    await expect(signIn(carl.email)).rejects.toThrow();
  }, 60_000);
});
