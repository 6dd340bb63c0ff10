import { beforeAll, describe, expect, it } from 'vitest';
import { projectDetailResponseSchema } from '../../../shared/contracts/projects';
import {
  customTemplateListResponseSchema,
  customTemplateResponseSchema,
  customTemplateTexts,
} from '../../../shared/contracts/templates';
import { keys } from '../../../lambdas/table';
import { call, rawCall } from '../helpers/api';
import { tableStore } from '../setup/support';
import { getProject, projectOf, userOnPlan, type User } from '../projects/support';

const store = tableStore();
const json = { 'content-type': 'application/json' };
let ann: User;
let ben: User;
let pro: User;
let projectId: string;

const post = (token: string | undefined, path: string, body: string) =>
  call(path, { method: 'POST', ...(token ? { token } : {}), body, headers: json });
const list = (token: string) => call('/api/custom-templates', { token });
const save = (token: string, body: unknown) => post(token, '/api/custom-templates', JSON.stringify(body));
const doc = (headline: string) =>
  JSON.stringify({
    name: 'Spring',
    sections: [{ id: 's', elements: [{ id: 'h', type: 'header', content: headline }] }],
  });

beforeAll(async () => {
  [ann, ben, pro] = await Promise.all([
    userOnPlan(store, 'premium', 'ct-ann'),
    userOnPlan(store, 'premium', 'ct-ben'),
    userOnPlan(store, 'pro', 'ct-pro'),
  ]);
  projectId = projectOf(await post(ann.idToken, '/api/projects', '{"name":"Spring"}'), 201).id;
  await store.put({
    ...keys.projectContent(ann.sub, projectId),
    projectId,
    userId: ann.sub,
    documentJson: doc('First'),
    html: '<p>First</p>',
  });
});

describe('custom templates (Premium, issue 33)', () => {
  it('saves a snapshot, lists it, starts a project from it, and later edits of the source do not change it', async () => {
    const res = await save(ann.idToken, { projectId, name: ' Our spring look ' });
    expect(res.status, res.text).toBe(201);
    const { template } = customTemplateResponseSchema.parse(res.body);
    expect(template).toMatchObject({ name: 'Our spring look', html: '<p>First</p>' });
    await store.put({
      ...keys.projectContent(ann.sub, projectId),
      projectId,
      userId: ann.sub,
      documentJson: doc('Changed'),
      html: '<p>Changed</p>',
    });
    const listed = customTemplateListResponseSchema.parse((await list(ann.idToken)).body).templates;
    expect(listed.map((t) => [t.id, t.html])).toEqual([[template.id, '<p>First</p>']]);
    const started = projectOf(
      await post(ann.idToken, `/api/custom-templates/${template.id}/projects`, '{}'),
      201,
    );
    const full = projectDetailResponseSchema.parse((await getProject(ann.idToken, started.id)).body).project;
    expect(JSON.stringify(full.document)).toContain('First');
  });

  it("keeps another account's templates unreachable: not listed, not used, not deleted", async () => {
    const { template } = customTemplateResponseSchema.parse(
      (await save(ann.idToken, { projectId, name: 'Private' })).body,
    );
    expect(customTemplateListResponseSchema.parse((await list(ben.idToken)).body).templates).toEqual([]);
    expect((await post(ben.idToken, `/api/custom-templates/${template.id}/projects`, '{}')).status).toBe(404);
    expect(
      (await call(`/api/custom-templates/${template.id}`, { method: 'DELETE', token: ben.idToken })).status,
    ).toBe(404);
    expect((await save(ben.idToken, { projectId, name: 'Stolen' })).status).toBe(404);
    const del = await call(`/api/custom-templates/${template.id}`, { method: 'DELETE', token: ann.idToken });
    expect(del.status, del.text).toBe(200);
    expect(
      (await call(`/api/custom-templates/${template.id}`, { method: 'DELETE', token: ann.idToken })).status,
    ).toBe(404);
  });

  it('refuses Pro with a 403 in the plan words on every route', async () => {
    const answers = await Promise.all([
      list(pro.idToken),
      save(pro.idToken, { projectId, name: 'x' }),
      call('/api/custom-templates/abc', { method: 'DELETE', token: pro.idToken }),
      post(pro.idToken, '/api/custom-templates/abc/projects', '{}'),
    ]);
    for (const res of answers) {
      expect(res.status, res.text).toBe(403);
      expect(res.body).toEqual({ error: 'plan_required', message: customTemplateTexts.planRequired });
    }
  });

  it('refuses a missing token, malformed, invalid, empty and oversized input, changing nothing', async () => {
    for (const [method, path] of [
      ['GET', '/api/custom-templates'],
      ['POST', '/api/custom-templates'],
      ['DELETE', '/api/custom-templates/abc'],
      ['POST', '/api/custom-templates/abc/projects'],
    ] as const)
      expect((await call(path, { method })).status, `${method} ${path}`).toBe(401);
    const before = customTemplateListResponseSchema.parse((await list(ann.idToken)).body).templates.length;
    const malformed = await post(ann.idToken, '/api/custom-templates', '{"projectId":');
    expect(malformed.body).toMatchObject({ error: 'malformed_json' });
    expect((await save(ann.idToken, { projectId, name: '   ' })).status).toBe(400);
    expect((await save(ann.idToken, { projectId, name: 'x', html: '<b>' })).status).toBe(400);
    const empty = projectOf(await post(ann.idToken, '/api/projects', '{"name":"Empty"}'), 201);
    const noDoc = await save(ann.idToken, { projectId: empty.id, name: 'Nothing' });
    expect(noDoc.status).toBe(400);
    expect(noDoc.body).toMatchObject({ message: customTemplateTexts.empty });
    const big = await rawCall('/api/custom-templates', {
      method: 'POST',
      token: ann.idToken,
      body: JSON.stringify({ projectId, name: 'x'.repeat(3000) }),
      headers: json,
    });
    expect(big.status).toBe(413);
    expect(customTemplateListResponseSchema.parse((await list(ann.idToken)).body).templates).toHaveLength(
      before,
    );
  });
});
