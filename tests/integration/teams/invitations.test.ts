import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from '../helpers/api';
import { newUser as signedUp, verifyEmail } from '../helpers/cognito';
import { userOnPlan, type User } from '../projects/support';
import { tableStore } from '../setup/support';
import { asMemberOf } from './support';

/**
 * Issue 34: invitations by mail (the SES stand-in's store), accepted by the invited address only, once; the
 * plan's seats exact when many accept at once.
 */
const store = tableStore();
const { env } = inject('stack');

const post = (user: User, path: string, body: unknown) =>
  call(path, {
    method: 'POST',
    token: user.idToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function tokenMailedTo(email: string): Promise<string> {
  const sent = (await (await fetch(`${env.AWS_ENDPOINT_SES}/store`)).json()) as {
    emails: { destination: { to: string[] }; subject: string; body: { text?: string } }[];
  };
  const mail = sent.emails
    .filter((e) => e.destination.to.includes(email) && e.subject.includes('invited'))
    .at(-1);
  const token = /token=([^\s&]+)/.exec(mail?.body.text ?? '')?.[1];
  expect(token, `an invitation mail to ${email}`).toBeTruthy();
  return decodeURIComponent(token!);
}

/** A signed-up person whose address is verified, as everyone who finished the sign-up's code step is. */
async function newUser(tag: string): Promise<User> {
  const user = await signedUp(tag);
  return { ...user, idToken: await verifyEmail(user) };
}

const invite = (owner: User, email: string, role = 'editor') =>
  post(owner, '/api/team/invitations', { email, role });

describe('invitations', () => {
  let owner: User;
  beforeAll(async () => {
    owner = await userOnPlan(store, 'pro', 'team-inviter');
  });

  it('lets the invited address accept once, and refuses another address, an altered link and a replay', async () => {
    const [invitee, other] = await Promise.all([newUser('team-invitee'), newUser('team-other')]);
    const sent = await invite(owner, invitee.email.toUpperCase());
    expect(sent.status, sent.text).toBe(200);
    const token = await tokenMailedTo(invitee.email);

    const wrong = await post(other, '/api/team/accept', { token });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ error: 'invitation_other_address' });
    const altered = await post(invitee, '/api/team/accept', {
      token: token.slice(0, -2) + (token.endsWith('A') ? 'BB' : 'AA'),
    });
    expect(altered.status).toBe(400);
    expect(altered.body).toMatchObject({ error: 'invitation_invalid' });

    const accepted = await post(invitee, '/api/team/accept', { token });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({ accountId: owner.sub, role: 'editor' });
    const replay = await post(invitee, '/api/team/accept', { token });
    expect(replay.status).toBe(409);
    expect(replay.body).toMatchObject({ error: 'invitation_used' });

    const team = await call('/api/team', { token: owner.idToken });
    expect(team.status, team.text).toBe(200);
    expect(team.body).toMatchObject({ seats: { used: 2, limit: 3 } });
    const accounts = await call('/api/team/accounts', { token: invitee.idToken });
    expect(accounts.body).toMatchObject({
      accounts: [{ own: true }, { accountId: owner.sub, role: 'editor' }],
    });
    expect((await asMemberOf(owner, invitee, '/api/projects')).status).toBe(200);
  });

  it('refuses a withdrawn invitation, and resends a pending one at most once a minute', async () => {
    const invitee = await newUser('team-revoked');
    const sent = await invite(owner, invitee.email, 'viewer');
    expect(sent.status, sent.text).toBe(200);
    const again = await invite(owner, invitee.email, 'viewer');
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBeTruthy();
    const token = await tokenMailedTo(invitee.email);
    const { inviteId } = sent.body as { inviteId: string };
    const revoked = await call(`/api/team/invitations/${inviteId}`, {
      method: 'DELETE',
      token: owner.idToken,
    });
    expect(revoked.status, revoked.text).toBe(200);
    const accept = await post(invitee, '/api/team/accept', { token });
    expect(accept.status).toBe(409);
    expect(accept.body).toMatchObject({ error: 'invitation_used' });
    expect((await asMemberOf(owner, invitee, '/api/projects')).status).toBe(403);
  });
});

describe('seats', () => {
  it("fills a Premium account's 10 seats exactly when 20 invitees accept at once", async () => {
    const owner = await userOnPlan(store, 'premium', 'team-seats');
    const invitees: User[] = [];
    for (let i = 0; i < 20; i += 5)
      invitees.push(...(await Promise.all([0, 1, 2, 3, 4].map((j) => newUser(`team-seat${i + j}`)))));
    for (const invitee of invitees) expect((await invite(owner, invitee.email)).status).toBe(200);
    const tokens = await Promise.all(invitees.map((i) => tokenMailedTo(i.email)));
    const answers = await Promise.all(
      invitees.map((i, n) => post(i, '/api/team/accept', { token: tokens[n] })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(9);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(11);
    for (const r of refused) expect(r.body, r.text).toMatchObject({ error: 'seats_full' });
    const team = await call('/api/team', { token: owner.idToken });
    expect(team.body).toMatchObject({ seats: { used: 10, limit: 10 } });
    expect((team.body as { members: unknown[] }).members).toHaveLength(10);
  }, 120_000);

  it("refuses inviting on Free, whose one seat is the owner's", async () => {
    const owner = await userOnPlan(store, 'free', 'team-free');
    const answer = await invite(owner, 'someone@example.com');
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: 'seats_full' });
  });
});
