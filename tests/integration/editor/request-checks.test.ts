/**
 * Every editor route, the same four refusals: no token (401), another user's project (404), malformed
 * JSON (400) and a body over the route's limit (413). Each leaves the owner's data untouched.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { editorApiPaths } from '../../../shared/contracts/editor';
import { routes } from '../../../lambdas/routes';
import { keys } from '../../../lambdas/table';
import { call, rawCall } from '../helpers/api';
import { saved, smallDocument, store, userWithProject, type Owner } from './support';

let owner: Owner;
let intruder: Owner;
let versionId: string;

beforeAll(async () => {
  [owner, intruder] = await Promise.all([
    userWithProject('checks-owner'),
    userWithProject('checks-intruder'),
  ]);
  await saved(owner, 0, smallDocument('Owner text'));
  const res = await call(editorApiPaths.content(owner.projectId), {
    method: 'PUT',
    token: owner.idToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ expectedVersion: 1, document: smallDocument('Owner v2'), recordVersion: true }),
  });
  versionId = (res.body as { recordedVersion: { id: string } }).recordedVersion.id;
});

interface Case {
  id: string;
  method: string;
  path: (projectId: string) => string;
  /** A valid body for the owner's project (undefined: the route takes none). */
  body?: () => unknown;
}
const cases: Case[] = [
  { id: 'editorContentGet', method: 'GET', path: (p) => editorApiPaths.content(p) },
  {
    id: 'editorContentSave',
    method: 'PUT',
    path: (p) => editorApiPaths.content(p),
    body: () => ({ expectedVersion: 2, document: smallDocument('Intruder') }),
  },
  { id: 'editorVersionsList', method: 'GET', path: (p) => editorApiPaths.versions(p) },
  { id: 'editorVersionGet', method: 'GET', path: (p) => editorApiPaths.version(p, versionId) },
  {
    id: 'editorVersionRestore',
    method: 'POST',
    path: (p) => editorApiPaths.restoreVersion(p, versionId),
    body: () => ({ expectedVersion: 2 }),
  },
  {
    id: 'editorImagePresign',
    method: 'POST',
    path: (p) => editorApiPaths.images(p),
    body: () => ({ fileName: 'a.png', contentType: 'image/png', size: 10 }),
  },
  {
    id: 'editorImageConfirm',
    method: 'POST',
    path: (p) => editorApiPaths.confirmImage(p),
    body: () => ({ key: `projects/${owner.projectId}/images/${'a'.repeat(32)}-a.png` }),
  },
  {
    id: 'editorTestSend',
    method: 'POST',
    path: (p) => editorApiPaths.testSend(p),
    body: () => ({ recipientEmail: 'someone@example.com' }),
  },
];

const limitOf = (id: string) => routes.find((r) => r.id === id)!.maxBodyBytes;
const json = { 'content-type': 'application/json' };

it('covers every editor route of lambdas/routes/', () => {
  expect(cases.map((c) => c.id).sort()).toEqual(
    routes
      .filter((r) => r.id.startsWith('editor'))
      .map((r) => r.id)
      .sort(),
  );
});

describe.each(cases)('$method $id', (c) => {
  const send = (token: string | undefined, projectId: string, body?: string) =>
    rawCall(c.path(projectId), { method: c.method, token, body: body ?? '', headers: body ? json : {} });
  const validBody = () => (c.body ? JSON.stringify(c.body()) : undefined);

  it('answers 401 without a token', async () => {
    const res = await send(undefined, owner.projectId, validBody());
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'unauthorized' });
  });

  it("answers 404 on another user's project and changes nothing there", async () => {
    const before = await store.get(keys.projectContent(owner.sub, owner.projectId));
    const versionBefore = (await store.get(keys.project(owner.sub, owner.projectId)))?.version;
    const res = await send(intruder.idToken, owner.projectId, validBody());
    expect(res.status, res.text).toBe(404);
    expect(res.body).toMatchObject({ error: 'project_not_found', message: 'Project not found' });
    expect(await store.get(keys.projectContent(owner.sub, owner.projectId))).toEqual(before);
    expect((await store.get(keys.project(owner.sub, owner.projectId)))?.version).toBe(versionBefore);
  });

  it('answers 400 on malformed JSON', async () => {
    const res = await send(owner.idToken, owner.projectId, '{"expectedVersion": 1,');
    if (limitOf(c.id) === 0) {
      expect(res.status).toBe(413); // a body-less route refuses any body first
    } else {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'malformed_json', message: 'Malformed JSON body.' });
    }
  });

  it('answers 413 on a body over its limit', async () => {
    const limit = limitOf(c.id);
    const res = await send(owner.idToken, owner.projectId, JSON.stringify({ pad: 'x'.repeat(limit + 1) }));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: 'payload_too_large' });
  });
});
