import { beforeAll, describe, expect, it } from 'vitest';
import {
  projectDetailResponseSchema,
  projectListResponseSchema,
  type ProjectSummary,
} from '../../../shared/contracts/projects';
import { profileResponseSchema } from '../../../shared/contracts/profile';
import { keys } from '../../../lambdas/table';
import { call, rawCall } from '../helpers/api';
import { tableStore } from '../setup/support';
import {
  countsOf,
  createProject,
  deleteProject,
  duplicate,
  getByName,
  getProfile,
  getProject,
  listProjects,
  patchProject,
  projectOf,
  userOnPlan,
  type User,
} from './support';

const store = tableStore();
let ann: User;
let ben: User;
let annName: string;

beforeAll(async () => {
  [ann, ben] = await Promise.all([userOnPlan(store, 'premium', 'ann'), userOnPlan(store, 'premium', 'ben')]);
  annName = profileResponseSchema.parse((await getProfile(ann.idToken)).body).profile?.username ?? '';
});

describe('create, get, list', () => {
  it('creates an empty project named Untitled Document at version 0, with no document yet', async () => {
    const project = projectOf(await createProject(ann.idToken), 201);
    expect(project).toMatchObject({ name: 'Untitled Document', isArchived: false, version: 0 });
    expect(project.lastEditedAt).toBe(project.createdAt);
    const full = projectDetailResponseSchema.parse((await getProject(ann.idToken, project.id)).body).project;
    expect(full).toMatchObject({ id: project.id, document: null, html: null, version: 0 });
    expect(await store.get(keys.projectContent(ann.sub, project.id))).toBeUndefined();
  });

  it('trims the name and gives a clashing name the next numeric suffix', async () => {
    const a = projectOf(await createProject(ann.idToken, { name: '  Spring sale  ' }), 201);
    const b = projectOf(await createProject(ann.idToken, { name: 'Spring sale' }), 201);
    const c = projectOf(await createProject(ann.idToken, { name: 'Spring sale' }), 201);
    expect([a.name, b.name, c.name]).toEqual(['Spring sale', 'Spring sale 2', 'Spring sale 3']);
  });

  it('finds a project by username and name, and 404s an unknown name', async () => {
    const p = projectOf(await createProject(ann.idToken, { name: 'Café / news & more?' }), 201);
    const res = await getByName(ann.idToken, annName, 'Café / news & more?');
    expect(res.status, res.text).toBe(200);
    expect(projectDetailResponseSchema.parse(res.body).project.id).toBe(p.id);
    // The signed-in user's email works as the owner name too (docs/product.md › Projects), only for the caller.
    const byEmail = await getByName(ann.idToken, ann.email, 'Café / news & more?');
    expect(byEmail.status, byEmail.text).toBe(200);
    expect((await getByName(ben.idToken, ann.email, 'Café / news & more?')).status).toBe(404);
    const missing = await getByName(ann.idToken, annName, 'No such project');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'project_not_found', message: 'Project not found' });
  });

  it('lists newest edit first, one page at a time, with a cursor to the next page', async () => {
    const user = await userOnPlan(store, 'premium', 'pager');
    const made: ProjectSummary[] = [];
    for (let i = 0; i < 5; i++)
      made.push(projectOf(await createProject(user.idToken, { name: `P${i}` }), 201));
    const first = projectListResponseSchema.parse((await listProjects(user.idToken, '?limit=2')).body);
    expect(first.projects.map((p) => p.name)).toEqual(['P4', 'P3']);
    expect(first.nextCursor).not.toBeNull();
    const second = projectListResponseSchema.parse(
      (await listProjects(user.idToken, `?limit=2&cursor=${first.nextCursor}`)).body,
    );
    expect(second.projects.map((p) => p.name)).toEqual(['P2', 'P1']);
    const third = projectListResponseSchema.parse(
      (await listProjects(user.idToken, `?limit=2&cursor=${second.nextCursor}`)).body,
    );
    expect(third.projects.map((p) => p.name)).toEqual(['P0']);
    expect(third.nextCursor).toBeNull();
  });

  it('refuses a forged cursor with a 400, and cannot page into another user', async () => {
    const bad = await listProjects(ann.idToken, '?cursor=not-a-cursor');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'invalid_cursor' });
    const benProject = projectOf(await createProject(ben.idToken, { name: 'Ben secret' }), 201);
    const forged = Buffer.from(
      JSON.stringify({ sk: `PROJECT#${benProject.id}`, at: '9999-01-01T00:00:00.000Z' }),
    ).toString('base64url');
    const res = projectListResponseSchema.parse((await listProjects(ann.idToken, `?cursor=${forged}`)).body);
    expect(res.projects.some((p) => p.name === 'Ben secret')).toBe(false);
  });
});

describe('rename, archive, duplicate, delete', () => {
  it('renames; a taken name is a 409 with a sentence and changes nothing', async () => {
    const a = projectOf(await createProject(ann.idToken, { name: 'Rename me' }), 201);
    projectOf(await createProject(ann.idToken, { name: 'Taken name' }), 201);
    const renamed = projectOf(await patchProject(ann.idToken, a.id, { name: ' Renamed ' }));
    expect(renamed.name).toBe('Renamed');
    expect(renamed.lastEditedAt! >= a.lastEditedAt!).toBe(true);
    const clash = await patchProject(ann.idToken, a.id, { name: 'Taken name' });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({
      error: 'project_name_taken',
      message: 'A project named "Taken name" already exists. Please choose another name.',
    });
    expect((await getByName(ann.idToken, annName, 'Renamed')).status).toBe(200);
    // The old name is free again.
    expect((await getByName(ann.idToken, annName, 'Rename me')).status).toBe(404);
    expect(projectOf(await createProject(ann.idToken, { name: 'Rename me' }), 201).name).toBe('Rename me');
    const empty = await patchProject(ann.idToken, a.id, { name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ issues: [{ path: 'body.name', message: 'Title cannot be empty' }] });
  });

  it('archives into the archived list and back', async () => {
    const p = projectOf(await createProject(ann.idToken, { name: 'Old campaign' }), 201);
    expect(projectOf(await patchProject(ann.idToken, p.id, { isArchived: true })).isArchived).toBe(true);
    const active = projectListResponseSchema.parse((await listProjects(ann.idToken, '?limit=100')).body);
    const archived = projectListResponseSchema.parse(
      (await listProjects(ann.idToken, '?archived=true')).body,
    );
    expect(active.projects.some((x) => x.id === p.id)).toBe(false);
    expect(archived.projects.map((x) => x.id)).toContain(p.id);
    expect(projectOf(await patchProject(ann.idToken, p.id, { isArchived: false })).isArchived).toBe(false);
    const again = projectListResponseSchema.parse((await listProjects(ann.idToken, '?limit=100')).body);
    expect(again.projects.some((x) => x.id === p.id)).toBe(true);
  });

  it('duplicates with the next free suffix and a copy of the content', async () => {
    const p = projectOf(await createProject(ann.idToken, { name: 'Welcome' }), 201);
    await store.put({
      ...keys.projectContent(ann.sub, p.id),
      projectId: p.id,
      userId: ann.sub,
      documentJson: JSON.stringify({ name: 'Welcome', sections: [] }),
      html: '<p>hi</p>',
    });
    const copy = projectOf(await duplicate(ann.idToken, p.id), 201);
    expect(copy).toMatchObject({ name: 'Welcome 2', version: 0, isArchived: false });
    expect(copy.id).not.toBe(p.id);
    const full = projectDetailResponseSchema.parse((await getProject(ann.idToken, copy.id)).body).project;
    expect(full.html).toBe('<p>hi</p>');
    expect(full.document?.name).toBe('Welcome');
    expect(projectOf(await duplicate(ann.idToken, copy.id), 201).name).toBe('Welcome 3');
  });

  it('deletes the list item, the content and the name in one go, and counts down', async () => {
    const user = await userOnPlan(store, 'pro', 'deleter');
    const p = projectOf(await createProject(user.idToken, { name: 'Doomed' }), 201);
    await store.put({
      ...keys.projectContent(user.sub, p.id),
      projectId: p.id,
      documentJson: '{}',
      html: '',
    });
    expect(await countsOf(store, user.sub)).toEqual({ projectCount: 1, projects: 1, claims: 1 });
    const res = await deleteProject(user.idToken, p.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ deleted: true, projectId: p.id });
    expect(await countsOf(store, user.sub)).toEqual({ projectCount: 0, projects: 0, claims: 0 });
    expect(await store.get(keys.projectContent(user.sub, p.id))).toBeUndefined();
    expect((await deleteProject(user.idToken, p.id)).status).toBe(404);
    expect((await getProject(user.idToken, p.id)).status).toBe(404);
    expect((await countsOf(store, user.sub)).projectCount).toBe(0);
  });
});

describe("another user's project", () => {
  let secret: ProjectSummary;
  beforeAll(async () => {
    secret = projectOf(await createProject(ben.idToken, { name: 'Ben private' }), 201);
  });

  it('is a 404 by id, by username + name, and for every mutation; nothing changes', async () => {
    const benName = profileResponseSchema.parse((await getProfile(ben.idToken)).body).profile?.username ?? '';
    const answers = await Promise.all([
      getProject(ann.idToken, secret.id),
      getByName(ann.idToken, benName, 'Ben private'),
      patchProject(ann.idToken, secret.id, { name: 'Stolen' }),
      patchProject(ann.idToken, secret.id, { isArchived: true }),
      duplicate(ann.idToken, secret.id),
      deleteProject(ann.idToken, secret.id),
    ]);
    for (const res of answers) {
      expect(res.status, res.text).toBe(404);
      expect(res.body).toEqual({ error: 'project_not_found', message: 'Project not found' });
    }
    const still = projectDetailResponseSchema.parse((await getProject(ben.idToken, secret.id)).body).project;
    expect(still).toMatchObject({ name: 'Ben private', isArchived: false });
    expect((await countsOf(store, ben.sub)).projectCount).toBe((await countsOf(store, ben.sub)).projects);
  });
});

describe('bad requests', () => {
  const routes = [
    ['POST', '/api/projects'],
    ['GET', '/api/projects'],
    ['GET', '/api/projects/by-name?username=a&name=b'],
    ['GET', '/api/projects/x'],
    ['PATCH', '/api/projects/x'],
    ['POST', '/api/projects/x/duplicate'],
    ['DELETE', '/api/projects/x'],
  ] as const;

  it('answers 401 without a token on every route', async () => {
    for (const [method, path] of routes) {
      const res = await call(path, { method });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 400 to malformed JSON and to unknown fields, 413 to oversized bodies', async () => {
    const p = projectOf(await createProject(ann.idToken, { name: 'Body checks' }), 201);
    const headers = { 'content-type': 'application/json' };
    for (const path of ['/api/projects', `/api/projects/${p.id}`]) {
      const method = path === '/api/projects' ? 'POST' : 'PATCH';
      const malformed = await call(path, { method, token: ann.idToken, body: '{"name":', headers });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ error: 'malformed_json' });
      const big = await call(path, {
        method,
        token: ann.idToken,
        body: JSON.stringify({ name: 'x'.repeat(5000) }),
        headers,
      });
      expect(big.status).toBe(413);
    }
    const extra = await patchProject(ann.idToken, p.id, { name: 'A', isArchived: true });
    expect(extra.status).toBe(400);
    const long = await patchProject(ann.idToken, p.id, { name: 'y'.repeat(101) });
    expect(long.status).toBe(400);
    const dupBody = await rawCall(`/api/projects/${p.id}/duplicate`, {
      method: 'POST',
      token: ann.idToken,
      body: JSON.stringify({ pad: 'x'.repeat(2000) }),
      headers,
    });
    expect(dupBody.status).toBe(413);
    const dupExtra = await call(`/api/projects/${p.id}/duplicate`, {
      method: 'POST',
      token: ann.idToken,
      body: '{"name":"x"}',
      headers,
    });
    expect(dupExtra.status).toBe(400);
    const badLimit = await listProjects(ann.idToken, '?limit=1000');
    expect(badLimit.status).toBe(400);
    const after = projectDetailResponseSchema.parse((await getProject(ann.idToken, p.id)).body).project;
    expect(after).toMatchObject({ name: 'Body checks', isArchived: false });
  });
});
