/**
 * Issue 34: the activity log. An editor acting for the owner's account saves a version, sends a campaign,
 * sets an automation live, starts an import and deletes an email; the owner's GET /api/team/activity lists
 * each with the editor's user id and email, newest first, a page at a time. Editors and viewers are refused
 * in words, another account's log is unreachable, and bad input (an altered cursor) is a 400.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { activityResponseSchema, type ActivityResponse } from '../../../shared/contracts/activity';
import { createImportResponseSchema, importApiPaths } from '../../../shared/contracts/imports';
import { call, rawCall } from '../helpers/api';
import { verifyEmail } from '../helpers/cognito';
import { goodDocument, sender, store, type Sender } from '../campaigns/support';
import { definitionOf, tag } from '../flows/support';
import { fullMapping, uploadTo } from '../imports/support';
import { userOnPlan, type User } from '../projects/support';
import { addMember, asMemberOf } from './support';

let owner: Sender;
let editor: User;
let viewer: User;
let stranger: User;

const log = async (user: User, query = '', account?: User): Promise<ActivityResponse> => {
  const res = account
    ? await asMemberOf(account, user, `/api/team/activity${query}`)
    : await call(`/api/team/activity${query}`, { token: user.idToken });
  expect(res.status, res.text).toBe(200);
  return activityResponseSchema.parse(res.body);
};

/** A request as the editor acting for the owner's account, expected to answer `status`. */
async function asEditor(path: string, method: string, body: unknown, status = 200) {
  const res = await asMemberOf(owner, editor, path, { method, body });
  expect(res.status, res.text).toBe(status);
  return res.body as Record<string, unknown>;
}

beforeAll(async () => {
  [owner, editor, viewer, stranger] = await Promise.all([
    sender('act-owner'),
    userOnPlan(store, 'free', 'act-ed'),
    userOnPlan(store, 'free', 'act-view'),
    userOnPlan(store, 'free', 'act-stranger'),
  ]);
  editor = { ...editor, idToken: await verifyEmail(editor) };
  await Promise.all([addMember(store, owner, editor, 'editor'), addMember(store, owner, viewer, 'viewer')]);
}, 90_000);

describe('the activity log', () => {
  it("lists an editor's version, campaign send, flow live, import and deletion with the editor's name", async () => {
    const content = `/api/projects/${owner.projectId}/content`;
    await asEditor(content, 'PUT', { expectedVersion: 1, document: goodDocument(), recordVersion: true });
    const campaign = (await asEditor('/api/campaigns', 'POST', { projectId: owner.projectId }, 201))
      .campaign as { id: string; name: string };
    await asEditor(`/api/campaigns/${campaign.id}/send-now`, 'POST', {});
    const flow = await asEditor(
      '/api/flows',
      'POST',
      { name: 'Welcome', definition: definitionOf([tag('s1', 'a')]) },
      201,
    );
    await asEditor(`/api/flows/${String(flow.flowId)}/status`, 'POST', { status: 'live' });
    const csv = 'email\nfirst@example.com\n';
    const ticket = createImportResponseSchema.parse(
      await asEditor(importApiPaths.imports, 'POST', { fileName: 'spring.csv', size: csv.length }),
    );
    await uploadTo(ticket, csv);
    await asEditor(importApiPaths.preview(ticket.importId), 'POST', undefined);
    const mapping = fullMapping({ email: 0 });
    await asEditor(importApiPaths.start(ticket.importId), 'POST', { mapping, attestation: true });
    const doomed = (await asEditor('/api/projects', 'POST', { name: 'Doomed' }, 201)).project as {
      id: string;
    };
    await asEditor(`/api/projects/${doomed.id}`, 'DELETE', undefined);

    const { entries } = await log(owner);
    const byEditor = entries.filter((e) => e.userId === editor.sub && e.email === editor.email);
    const seen = byEditor.map((e) => `${e.action} ${e.itemName}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        'version.saved Campaign act-owner',
        `campaign.sent ${campaign.name}`,
        'flow.live Welcome',
        'import.started spring.csv',
        'project.deleted Doomed',
      ]),
    );
    expect(byEditor.find((e) => e.action === 'project.deleted')?.itemId).toBe(doomed.id);
    const times = entries.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    // An admin reads it too, acting for the account.
    await addMember(store, owner, stranger, 'admin');
    expect((await log(stranger, '', owner)).entries.length).toBe(entries.length);
  });

  it('pages newest first without overlap; an altered cursor, a bad limit, no token and a body are refused', async () => {
    const first = await log(owner, '?limit=2');
    expect(first.entries).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await log(owner, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.entries.length).toBeGreaterThan(0);
    expect(second.entries[0]!.at <= first.entries[1]!.at).toBe(true);
    const ids = new Set(first.entries.map((e) => e.activityId));
    expect(second.entries.some((e) => ids.has(e.activityId))).toBe(false);
    for (const cursor of [`${first.nextCursor}x`, Buffer.from('CONTACT#x').toString('base64url'), '%%%']) {
      const res = await call(`/api/team/activity?cursor=${encodeURIComponent(cursor)}`, {
        token: owner.idToken,
      });
      expect(res.status, cursor).toBe(400);
      expect(res.body).toMatchObject({ error: 'invalid_cursor' });
    }
    expect((await call('/api/team/activity?limit=abc', { token: owner.idToken })).status).toBe(400);
    expect((await call('/api/team/activity')).status).toBe(401);
    const withBody = await rawCall('/api/team/activity', {
      method: 'GET',
      token: owner.idToken,
      headers: { 'content-type': 'application/json' },
      body: '{"x":',
    });
    expect(withBody.status).toBe(413);
  });

  it("refuses an editor and a viewer in words, and keeps another account's log unreachable", async () => {
    for (const member of [editor, viewer]) {
      const res = await asMemberOf(owner, member, '/api/team/activity');
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        error: 'role_forbidden',
        message: expect.stringContaining('an admin'),
      });
    }
    const outsider = await userOnPlan(store, 'free', 'act-out');
    const named = await asMemberOf(owner, outsider, '/api/team/activity');
    expect(named.status).toBe(403);
    expect(named.body).toMatchObject({ error: 'not_a_member' });
    // Their own log holds nothing of the owner's; the owner's cursor reads only their own partition.
    expect((await log(outsider)).entries).toEqual([]);
    const ownerCursor = (await log(owner, '?limit=1')).nextCursor;
    expect((await log(outsider, `?cursor=${ownerCursor}`)).entries).toEqual([]);
  });
});
