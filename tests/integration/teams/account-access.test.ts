import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_HEADER } from '../../../shared/contracts/teams';
import { call } from '../helpers/api';
import { createProject, listProjects, projectOf, userOnPlan, type User } from '../projects/support';
import { tableStore } from '../setup/support';
import { addMember, asMemberOf, removeMember } from './support';

/**
 * Issue 34: the account a request acts for comes from the verified token and the membership items, never
 * from the body; one person in two accounts sees each account's data only when that account is current.
 */
const store = tableStore();
let shop: User;
let marketer: User;
let stranger: User;

const names = (answer: Awaited<ReturnType<typeof listProjects>>) => {
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as unknown as { projects: { name: string }[] }).projects.map((p) => p.name).sort();
};

beforeAll(async () => {
  [shop, marketer, stranger] = await Promise.all([
    userOnPlan(store, 'pro', 'team-shop'),
    userOnPlan(store, 'pro', 'team-marketer'),
    userOnPlan(store, 'pro', 'team-stranger'),
  ]);
  await addMember(store, shop, marketer, 'editor');
  projectOf(await createProject(shop.idToken, { name: 'Shop Welcome' }), 201);
  projectOf(await createProject(marketer.idToken, { name: 'My Own Newsletter' }), 201);
}, 60_000);

describe('the current account', () => {
  it("shows a member the shop's data only while the shop is the current account", async () => {
    expect(names(await asMemberOf(shop, marketer, '/api/projects'))).toEqual(['Shop Welcome']);
    expect(names(await listProjects(marketer.idToken))).toEqual(['My Own Newsletter']);
  });

  it("writes a member's work into the current account, not their own", async () => {
    const made = await asMemberOf(shop, marketer, '/api/projects', {
      method: 'POST',
      body: { name: 'Spring Sale' },
    });
    expect(made.status, made.text).toBe(201);
    expect(names(await listProjects(shop.idToken))).toEqual(['Shop Welcome', 'Spring Sale']);
    expect(names(await listProjects(marketer.idToken))).toEqual(['My Own Newsletter']);
  });

  it('refuses someone who is not a member, in words, and changes nothing', async () => {
    const answer = await asMemberOf(shop, stranger, '/api/projects', {
      method: 'POST',
      body: { name: 'Hijack' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: 'not_a_member' });
    expect((answer.body as { message: string }).message).toContain('You are not a member of this account');
    expect(names(await listProjects(shop.idToken))).not.toContain('Hijack');
  });

  it('refuses a removed member on their very next request, with the same token', async () => {
    const member = await userOnPlan(store, 'free', 'team-leaver');
    await addMember(store, shop, member, 'viewer');
    expect((await asMemberOf(shop, member, '/api/projects')).status).toBe(200);
    await removeMember(store, shop, member);
    const after = await asMemberOf(shop, member, '/api/projects');
    expect(after.status).toBe(403);
    expect(after.body).toMatchObject({ error: 'not_a_member' });
  });

  it('answers 401 for the header without a token, and the owner naming their own account is its owner', async () => {
    const anonymous = await call('/api/projects', { headers: { [ACCOUNT_HEADER]: shop.sub } });
    expect(anonymous.status).toBe(401);
    expect(names(await asMemberOf(shop, shop, '/api/projects'))).toContain('Shop Welcome');
  });
});
