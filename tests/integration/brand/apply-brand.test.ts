/**
 * Issue 33: "Apply my brand" on an existing email is a batch of pending changes (the assistant's review
 * path): nothing in the email changes until the owner accepts; accepting the batch brands the saved email;
 * a second apply then finds nothing to change. Bad input changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { applyBrandResponseSchema, defaultBrandKit } from '../../../shared/contracts/brand';
import { APPLY_BRAND_RATIONALE } from '../../../shared/brand/brand-changes';
import type { ChatState } from '../../../shared/contracts/ai';
import { call } from '../helpers/api';
import { getContent, saved, userWithProject, type Owner } from './../editor/support';

const json = { 'content-type': 'application/json' };
const apply = (token: string | undefined, projectId: string, body = '{}') =>
  call(`/api/projects/${projectId}/apply-brand`, {
    method: 'POST',
    ...(token ? { token } : {}),
    body,
    headers: json,
  });
const chat = async (owner: Owner) =>
  (await call<ChatState>(`/api/projects/${owner.projectId}/chat`, { token: owner.idToken })).body;
const kit = {
  ...defaultBrandKit('fern.example.com'),
  shopName: 'Fern',
  colors: {
    primary: '#8a2be2',
    accent: '#445566',
    background: '#fafafa',
    text: '#222222',
    link: '#0000ee',
  },
};
const doc = {
  name: 'Spring',
  sections: [
    { id: 's1', elements: [{ id: 't1', type: 'text', content: 'Hello.' }] },
    {
      id: 's2',
      elements: [
        {
          id: 'b1',
          type: 'button',
          content: 'Shop',
          properties: { button: { href: 'https://fern.example.com' } },
        },
      ],
    },
  ],
};
const html = async (owner: Owner) =>
  ((await getContent(owner.idToken, owner.projectId)).body as { html: string }).html;

let ann: Owner;
let ben: Owner;
beforeAll(async () => {
  [ann, ben] = await Promise.all([userWithProject('apply-ann'), userWithProject('apply-ben')]);
  await saved(ann, 0, doc);
  const put = await call('/api/brand', {
    method: 'PUT',
    token: ann.idToken,
    body: JSON.stringify(kit),
    headers: json,
  });
  expect(put.status, put.text).toBe(200);
});

describe('POST /api/projects/{projectId}/apply-brand', () => {
  it('stores the brand as one pending batch to review; accepting it brands the email; a second apply has nothing to do', async () => {
    const before = await html(ann);
    const res = await apply(ann.idToken, ann.projectId);
    expect(res.status, res.text).toBe(200);
    const { batchId, changes } = applyBrandResponseSchema.parse(res.body);
    expect(changes).toBe(2);
    const pending = (await chat(ann)).pending.filter((p) => p.batchId === batchId);
    expect(pending.map((p) => [p.changeType, p.targetId, p.status, p.aiRationale])).toEqual([
      ['section_edit', 's1', 'pending', APPLY_BRAND_RATIONALE],
      ['section_edit', 's2', 'pending', APPLY_BRAND_RATIONALE],
    ]);
    expect(await html(ann)).toBe(before);
    expect(before).not.toContain('#8a2be2');

    const accepted = await call(`/api/projects/${ann.projectId}/pending-changes`, {
      method: 'POST',
      token: ann.idToken,
      body: JSON.stringify({ operation: 'accept_batch', batchId }),
      headers: json,
    });
    expect(accepted.status, accepted.text).toBe(200);
    expect(await html(ann)).toContain('#8a2be2');
    const again = applyBrandResponseSchema.parse((await apply(ann.idToken, ann.projectId)).body);
    expect(again).toEqual({ batchId: null, changes: 0 });
  });

  it('is a 404 on another account’s project, and stores nothing there', async () => {
    const res = await apply(ben.idToken, ann.projectId);
    expect(res.status).toBe(404);
    expect((await chat(ben)).pending).toEqual([]);
  });

  it('answers 401 without a token, 400 to malformed JSON or fields, 413 to an oversized body, 409 to an empty email', async () => {
    expect((await apply(undefined, ann.projectId)).status).toBe(401);
    const count = (await chat(ann)).pending.length;
    const malformed = await apply(ann.idToken, ann.projectId, '{"x":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'malformed_json' });
    expect((await apply(ann.idToken, ann.projectId, '{"colors":"red"}')).status).toBe(400);
    expect((await apply(ann.idToken, ann.projectId, JSON.stringify({ x: 'y'.repeat(2000) }))).status).toBe(
      413,
    );
    expect((await apply(ben.idToken, ben.projectId)).status).toBe(409);
    expect((await chat(ann)).pending.length).toBe(count);
  });
});
