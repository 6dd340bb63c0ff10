import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutResponseSchema } from '../../../shared/contracts/billing';
import { keys } from '../../../lambdas/table';
import { call, rawCall } from '../helpers/api';
import { finishTestCheckout } from '../billing/support';
import { userOnPlan, type User } from '../projects/support';
import { tableStore } from '../setup/support';
import { addMember, asMemberOf } from './support';

/**
 * Issue 34: ownership moves to an admin when both confirm: the owner offers, the admin accepts. The account's
 * id stays (its first owner's sub); the roles move, and billing and deletion follow the new owner.
 */
const store = tableStore();
const headers = { 'content-type': 'application/json' };
let owner: User;
let admin: User;
let otherAdmin: User;
let editor: User;

const offer = (by: User, userId: string) =>
  call('/api/team/ownership/offer', {
    method: 'POST',
    token: by.idToken,
    headers,
    body: JSON.stringify({ userId }),
  });
const withdraw = (by: User) => call('/api/team/ownership/offer', { method: 'DELETE', token: by.idToken });
const accept = (by: User) =>
  asMemberOf(owner, by, '/api/team/ownership/accept', { method: 'POST', body: {} });
const team = async () =>
  (await call('/api/team', { token: owner.idToken })).body as {
    members: { userId: string; role: string }[];
    seats: { used: number };
    ownershipOffer?: { toUserId: string };
  };
const rolesOf = async () => Object.fromEntries((await team()).members.map((m) => [m.userId, m.role]));

beforeAll(async () => {
  owner = await userOnPlan(store, 'free', 'own-owner');
  [admin, otherAdmin, editor] = await Promise.all([
    userOnPlan(store, 'free', 'own-admin'),
    userOnPlan(store, 'free', 'own-admin2'),
    userOnPlan(store, 'free', 'own-editor'),
  ]);
  await addMember(store, owner, admin, 'admin');
  await addMember(store, owner, otherAdmin, 'admin');
  await addMember(store, owner, editor, 'editor');
}, 60_000);

describe('transferring ownership', () => {
  it('refuses a non-admin, an offer by a non-owner and accepting with no offer; nothing changes', async () => {
    const toEditor = await offer(owner, editor.sub);
    expect(toEditor.status).toBe(409);
    expect(toEditor.body).toMatchObject({ error: 'ownership_not_admin' });
    const byAdmin = await asMemberOf(owner, admin, '/api/team/ownership/offer', {
      method: 'POST',
      body: { userId: otherAdmin.sub },
    });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body).toMatchObject({ error: 'role_forbidden' });
    expect((await accept(admin)).body).toMatchObject({ error: 'ownership_no_offer' });
    expect((await rolesOf())[owner.sub]).toBe('owner');
  });

  it('refuses accepting a withdrawn offer', async () => {
    expect((await offer(owner, admin.sub)).status).toBe(200);
    expect((await team()).ownershipOffer).toMatchObject({ toUserId: admin.sub });
    expect((await withdraw(owner)).status).toBe(200);
    const late = await accept(admin);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      error: 'ownership_offer_withdrawn',
      message: 'The owner withdrew this offer of ownership. Ask them to offer it again.',
    });
    expect((await rolesOf())[admin.sub]).toBe('admin');
  });

  it('moves the roles in one step when the admin accepts; the account id stays; twice is refused', async () => {
    expect((await offer(owner, admin.sub)).status).toBe(200);
    const byOther = await accept(otherAdmin);
    expect(byOther.status).toBe(403);
    expect(byOther.body).toMatchObject({ error: 'ownership_offer_other' });
    const seatsBefore = (await team()).seats.used;
    const done = await accept(admin);
    expect(done.status, done.text).toBe(200);
    expect(await rolesOf()).toMatchObject({ [admin.sub]: 'owner', [owner.sub]: 'admin' });
    expect((await team()).seats.used).toBe(seatsBefore);
    expect((await team()).members[0]).toMatchObject({ userId: admin.sub, role: 'owner' });
    const again = await accept(admin);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'ownership_offer_accepted' });
    const accounts = await call('/api/team/accounts', { token: owner.idToken });
    expect(accounts.body).toMatchObject({ accounts: [{ accountId: owner.sub, role: 'admin', own: true }] });
    expect((accounts.body as { accounts: unknown[] }).accounts).toHaveLength(1);
  });

  it('after it, the old owner cannot delete the account nor pay; the new owner pays for the account', async () => {
    const del = await call('/api/account/delete', {
      method: 'POST',
      token: owner.idToken,
      headers,
      body: JSON.stringify({ confirm: true }),
    });
    expect(del.status).toBe(403);
    expect(del.body).toMatchObject({ error: 'role_forbidden' });
    expect((await offer(owner, otherAdmin.sub)).status).toBe(403);
    const started = await asMemberOf(owner, admin, '/api/billing/checkout', {
      method: 'POST',
      body: { tier: 'pro' },
    });
    expect(started.status, started.text).toBe(200);
    const { sessionId } = checkoutResponseSchema.parse(started.body);
    const finish = await call(`/api/billing/test-checkout/${sessionId}`, {
      method: 'POST',
      token: admin.idToken,
      headers: { ...headers, 'x-jm-account': owner.sub },
      body: JSON.stringify({ outcome: 'complete' }),
    });
    expect(finish.status, finish.text).toBe(200);
    expect((await store.get(keys.profile(owner.sub)))?.subscriptionTier).toBe('pro');
    expect((await store.get(keys.profile(admin.sub)))?.subscriptionTier).toBe('free');
    expect((await finishTestCheckout(owner.idToken, sessionId, 'complete')).status).toBe(403);
  });

  it('refuses malformed JSON, an oversized body, no token and a stranger', async () => {
    const bad = await call('/api/team/ownership/offer', {
      method: 'POST',
      token: admin.idToken,
      headers: { ...headers, 'x-jm-account': owner.sub },
      body: '{"userId":',
    });
    expect(bad.body).toMatchObject({ error: 'malformed_json' });
    const big = await rawCall('/api/team/ownership/offer', {
      method: 'POST',
      token: admin.idToken,
      headers: { ...headers, 'x-jm-account': owner.sub },
      body: JSON.stringify({ userId: 'x'.repeat(2000) }),
    });
    expect(big.status).toBe(413);
    expect((await call('/api/team/ownership/accept', { method: 'POST' })).status).toBe(401);
    const stranger = await userOnPlan(store, 'free', 'own-stranger');
    const strangerAccepts = await accept(stranger);
    expect(strangerAccepts.status).toBe(403);
    expect(strangerAccepts.body).toMatchObject({ error: 'not_a_member' });
    expect((await offer(stranger, owner.sub)).body).toMatchObject({ error: 'ownership_not_admin' });
    expect((await rolesOf())[admin.sub]).toBe('owner');
  });
});
