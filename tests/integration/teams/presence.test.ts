/**
 * Issue 34: presence in the editor. PUT /api/projects/{projectId}/presence is the editor's heartbeat: two
 * members each see the other; a heartbeat whose expiry has passed no longer counts; another account's
 * project is a 404 that writes nothing; bad input is refused (no token, malformed JSON, oversized, bad id).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { presenceWrites } from '../../../lambdas/domain/items/presence';
import { presenceResponseSchema } from '../../../shared/contracts/activity';
import { call, rawCall } from '../helpers/api';
import { userWithProject, type Owner } from '../editor/support';
import { userOnPlan, type User } from '../projects/support';
import { tableStore } from '../setup/support';
import { addMember, asMemberOf } from './support';

const store = tableStore();
const headers = { 'content-type': 'application/json' };
let owner: Owner;
let member: User;
let viewer: User;
let stranger: Owner;

const path = (projectId = owner.projectId) => `/api/projects/${projectId}/presence`;
const othersOf = (res: { status: number; text: string; body: unknown }) => {
  expect(res.status, res.text).toBe(200);
  return presenceResponseSchema.parse(res.body).others.map((o) => o.email);
};
const ownerBeat = () => call(path(), { method: 'PUT', token: owner.idToken });
const memberBeat = (user: User) => asMemberOf(owner, user, path(), { method: 'PUT', body: {} });

beforeAll(async () => {
  [owner, member, viewer, stranger] = await Promise.all([
    userWithProject('pres-owner'),
    userOnPlan(store, 'free', 'pres-m'),
    userOnPlan(store, 'free', 'pres-v'),
    userWithProject('pres-stranger'),
  ]);
  await Promise.all([addMember(store, owner, member, 'editor'), addMember(store, owner, viewer, 'viewer')]);
}, 60_000);

describe('presence in the editor', () => {
  it('two members each see the other (the caller left out); a viewer may look too', async () => {
    expect(othersOf(await ownerBeat())).toEqual([]);
    expect(othersOf(await memberBeat(member))).toEqual([owner.email]);
    expect(othersOf(await ownerBeat())).toEqual([member.email]);
    expect(othersOf(await memberBeat(viewer)).sort()).toEqual([owner.email, member.email].sort());
  });

  it('drops a member whose heartbeat has expired', async () => {
    const gone = { userId: 'gone-user', email: 'gone@example.com' };
    const past = Math.floor(Date.now() / 1000) - 1;
    await store.transact(presenceWrites(owner.sub, owner.projectId, gone, past));
    expect(othersOf(await ownerBeat())).not.toContain(gone.email);
    const soon = Math.floor(Date.now() / 1000) + 30;
    await store.transact(presenceWrites(owner.sub, owner.projectId, gone, soon));
    expect(othersOf(await ownerBeat())).toContain(gone.email);
  });

  it("answers 404 for another account's project, for a member and a stranger alike, and writes nothing", async () => {
    const foreign = await call(path(stranger.projectId), { method: 'PUT', token: owner.idToken });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ error: 'project_not_found' });
    const asMember = await asMemberOf(owner, member, path(stranger.projectId), { method: 'PUT' });
    expect(asMember.status).toBe(404);
    const byStranger = await call(path(), { method: 'PUT', token: stranger.idToken });
    expect(byStranger.status).toBe(404);
    expect(othersOf(await ownerBeat())).not.toContain(stranger.email);
    const strangersOwn = await call(path(stranger.projectId), { method: 'PUT', token: stranger.idToken });
    expect(othersOf(strangersOwn)).toEqual([]);
  });

  it('refuses no token, malformed JSON, an oversized body, a stray field and a bad id', async () => {
    expect((await call(path(), { method: 'PUT' })).status).toBe(401);
    const bad = await call(path(), { method: 'PUT', token: owner.idToken, headers, body: '{"x":' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'malformed_json' });
    const big = await rawCall(path(), {
      method: 'PUT',
      token: owner.idToken,
      headers,
      body: JSON.stringify({ pad: 'x'.repeat(2000) }),
    });
    expect(big.status).toBe(413);
    const stray = await call(path(), {
      method: 'PUT',
      token: owner.idToken,
      headers,
      body: '{"userId":"x"}',
    });
    expect(stray.status).toBe(400);
    expect((await call(path('a%23b'), { method: 'PUT', token: owner.idToken })).status).toBe(400);
  });
});
