import { beforeAll, describe, expect, it } from 'vitest';
import { call, rawCall } from '../helpers/api';
import { userOnPlan, type User } from '../projects/support';
import { tableStore } from '../setup/support';
import { addMember, asMemberOf } from './support';

/**
 * Issue 34: PATCH /api/team/members/{userId} gives a member another role (owner or admin). The member's
 * next request acts with it; a lower role, another account, the owner's own role and bad input change nothing.
 */
const store = tableStore();
const headers = { 'content-type': 'application/json' };
let owner: User;
let editor: User;
let member: User;

const patchRole = (by: User, userId: string, body: string, token: string | undefined = by.idToken) =>
  call(`/api/team/members/${userId}`, { method: 'PATCH', token, headers, body });
const roleOf = async (user: User) =>
  (
    (await call('/api/team', { token: owner.idToken })).body as {
      members: { userId: string; role: string }[];
    }
  ).members.find((m) => m.userId === user.sub)?.role;

beforeAll(async () => {
  owner = await userOnPlan(store, 'premium', 'role-owner');
  [editor, member] = await Promise.all([
    userOnPlan(store, 'free', 'role-ed'),
    userOnPlan(store, 'free', 'role-m'),
  ]);
  await addMember(store, owner, editor, 'editor');
  await addMember(store, owner, member, 'editor');
}, 60_000);

describe('changing a role', () => {
  it("takes effect on the member's next request and in the accounts they switch between", async () => {
    expect((await asMemberOf(owner, member, '/api/projects', { method: 'POST', body: {} })).status).toBe(201);
    const changed = await patchRole(owner, member.sub, JSON.stringify({ role: 'viewer' }));
    expect(changed.status, changed.text).toBe(200);
    const refused = await asMemberOf(owner, member, '/api/projects', { method: 'POST', body: {} });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'role_forbidden' });
    const accounts = await call('/api/team/accounts', { token: member.idToken });
    expect(accounts.body).toMatchObject({
      accounts: [{ own: true }, { accountId: owner.sub, role: 'viewer' }],
    });
  });

  it('refuses an editor, another account, the owner and a non-member; nothing changes', async () => {
    const byEditor = await asMemberOf(owner, editor, `/api/team/members/${member.sub}`, {
      method: 'PATCH',
      body: { role: 'admin' },
    });
    expect(byEditor.status).toBe(403);
    expect(byEditor.body).toMatchObject({ error: 'role_forbidden' });
    const stranger = await userOnPlan(store, 'pro', 'role-stranger');
    const other = await patchRole(stranger, member.sub, JSON.stringify({ role: 'admin' }));
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ error: 'member_not_found' });
    const ownerRole = await patchRole(owner, owner.sub, JSON.stringify({ role: 'viewer' }));
    expect(ownerRole.status).toBe(409);
    expect((await patchRole(owner, stranger.sub, JSON.stringify({ role: 'admin' }))).status).toBe(404);
    expect(await roleOf(member)).toBe('viewer');
    expect((await call('/api/team/accounts', { token: stranger.idToken })).body).toMatchObject({
      accounts: [{ own: true }],
    });
  });

  it('refuses malformed JSON, the owner role, an oversized body and no token', async () => {
    const bad = await patchRole(owner, member.sub, '{"role":');
    expect(bad.body).toMatchObject({ error: 'malformed_json' });
    expect((await patchRole(owner, member.sub, JSON.stringify({ role: 'owner' }))).status).toBe(400);
    const big = await rawCall(`/api/team/members/${member.sub}`, {
      method: 'PATCH',
      token: owner.idToken,
      headers,
      body: JSON.stringify({ role: 'admin', pad: 'x'.repeat(2000) }),
    });
    expect(big.status).toBe(413);
    expect((await patchRole(owner, member.sub, JSON.stringify({ role: 'admin' }), '')).status).toBe(401);
    expect(await roleOf(member)).toBe('viewer');
  });
});

describe('acting in a shop', () => {
  it("reads the shop's profile and plan (what the pages' plan checks follow), and their own without the header", async () => {
    const inShop = await asMemberOf(owner, editor, '/api/profile');
    expect(inShop.status, inShop.text).toBe(200);
    expect(inShop.body).toMatchObject({
      profile: { subscriptionTier: 'premium', subscriptionStatus: 'active' },
    });
    const own = await call('/api/profile', { token: editor.idToken });
    expect(own.body).toMatchObject({ profile: { subscriptionTier: 'free' } });
  });
});
