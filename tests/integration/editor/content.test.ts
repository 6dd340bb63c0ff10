/**
 * GET/PUT /api/projects/{projectId}/content over HTTP against the real local stack: the save stores the
 * document and the server's own HTML with an optimistic version check, and a stale tab can never
 * overwrite newer work.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  projectContentSchema,
  saveConflictSchema,
  saveContentResponseSchema,
  VERSION_CONFLICT_MESSAGE,
} from '../../../shared/contracts/editor';
import { parseEmailDocument, renderEmailHtml } from '../../../shared/email';
import { keys } from '../../../lambdas/table';
import { projectDetailResponseSchema } from '../../../shared/contracts/projects';
import { getProject, patchProject } from '../projects/support';
import {
  expectError,
  getContent,
  referenceDocument,
  saveContent,
  saved,
  smallDocument,
  store,
  userWithProject,
  type Owner,
} from './support';

let ann: Owner;
let ben: Owner;

beforeAll(async () => {
  [ann, ben] = await Promise.all([userWithProject('content-ann'), userWithProject('content-ben')]);
});

describe('saving a document', () => {
  it('stores the document with HTML rendered by the server and moves version and last edit forward', async () => {
    const before = await store.get(keys.project(ann.sub, ann.projectId));
    const res = await saveContent(ann.idToken, ann.projectId, {
      expectedVersion: 0,
      document: referenceDocument,
    });
    expect(res.status, res.text).toBe(200);
    const body = saveContentResponseSchema.parse(res.body);
    const doc = parseEmailDocument(referenceDocument, { strict: true });
    if (!doc.ok) throw new Error(doc.problems.join('; '));
    expect(body).toMatchObject({ projectId: ann.projectId, version: 1, recordedVersion: null });
    expect(body.html).toBe(renderEmailHtml(doc.data));
    const item = await store.get(keys.project(ann.sub, ann.projectId));
    expect(item).toMatchObject({ version: 1, lastEditedAt: body.lastEditedAt, gsi2sk: body.lastEditedAt });
    expect(item?.gsi2pk).toBe(keys.projectsIndex(ann.sub, '').gsi2pk);
    expect(item?.name).toBe(before?.name); // the name changes only through rename
    const content = await store.get(keys.projectContent(ann.sub, ann.projectId));
    expect(JSON.parse(String(content?.documentJson))).toEqual(doc.data);
    expect(content?.html).toBe(body.html);

    const read = projectContentSchema.parse((await getContent(ann.idToken, ann.projectId)).body);
    expect(read).toMatchObject({ version: 1, document: doc.data, html: body.html });
    // The projects route (issue 10) reads the same items.
    const project = projectDetailResponseSchema.parse(
      (await getProject(ann.idToken, ann.projectId)).body,
    ).project;
    expect(project).toMatchObject({ version: 1, document: doc.data, html: body.html });
  });

  it('never stores HTML sent by the browser (an html field is refused)', async () => {
    const { version } = projectContentSchema.parse((await getContent(ann.idToken, ann.projectId)).body);
    const res = await saveContent(ann.idToken, ann.projectId, {
      expectedVersion: version,
      document: smallDocument('Hi'),
      html: '<script>alert(1)</script>',
    });
    expectError(res, 400, 'invalid_request');
    expect((await store.get(keys.project(ann.sub, ann.projectId)))?.version).toBe(version);
  });

  it('answers a stale version with 409 and the current version, and overwrites nothing', async () => {
    const owner = await userWithProject('content-stale');
    expect(await saved(owner, 0, smallDocument('First tab'))).toBe(1);
    expect(await saved(owner, 1, smallDocument('First tab, again'))).toBe(2);
    const contentBefore = await store.get(keys.projectContent(owner.sub, owner.projectId));
    const itemBefore = await store.get(keys.project(owner.sub, owner.projectId));

    // A second tab that loaded version 1 saves its copy.
    const res = await saveContent(owner.idToken, owner.projectId, {
      expectedVersion: 1,
      document: smallDocument('Stale tab'),
    });
    expect(res.status, res.text).toBe(409);
    expect(saveConflictSchema.parse(res.body)).toEqual({
      error: 'version_conflict',
      message: VERSION_CONFLICT_MESSAGE,
      currentVersion: 2,
    });
    expect(await store.get(keys.projectContent(owner.sub, owner.projectId))).toEqual(contentBefore);
    expect(await store.get(keys.project(owner.sub, owner.projectId))).toEqual(itemBefore);
  });

  it('lets exactly one of many concurrent saves from the same version win', async () => {
    const owner = await userWithProject('content-race');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        saveContent(owner.idToken, owner.projectId, {
          expectedVersion: 0,
          document: smallDocument(`Tab ${i}`),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = answers.findIndex((a) => a.status === 200);
    const content = await store.get(keys.projectContent(owner.sub, owner.projectId));
    expect(String(content?.documentJson)).toContain(`Tab ${winner}`);
    expect((await store.get(keys.project(owner.sub, owner.projectId)))?.version).toBe(1);
  });

  it('keeps an archived project in the archived list when it is saved', async () => {
    const owner = await userWithProject('content-archived');
    expect((await patchProject(owner.idToken, owner.projectId, { isArchived: true })).status).toBe(200);
    expect(await saved(owner, 0, smallDocument('Archived but edited'))).toBe(1);
    const item = await store.get(keys.project(owner.sub, owner.projectId));
    expect(item?.gsi2pk).toBe(keys.archivedProjectsIndex(owner.sub, '').gsi2pk);
    expect(item?.gsi2sk).toBe(item?.lastEditedAt);
  });

  it('refuses an invalid document with 400 and its problems, writing nothing', async () => {
    const owner = await userWithProject('content-invalid');
    const res = await saveContent(owner.idToken, owner.projectId, {
      expectedVersion: 0,
      document: {
        name: 'x',
        sections: [{ id: 's1', elements: [{ id: 'b', type: 'button', properties: 7 }] }],
      },
    });
    expectError(res, 400, 'invalid_document');
    expect((res.body as { message: string }).message).toMatch(/^The email could not be saved: /);
    expect((res.body as { issues: unknown[] }).issues.length).toBeGreaterThan(0);
    expect(await store.get(keys.projectContent(owner.sub, owner.projectId))).toBeUndefined();
    expect((await store.get(keys.project(owner.sub, owner.projectId)))?.version).toBe(0);
  });

  it('refuses a save without a document in the spec words', async () => {
    const res = await saveContent(ann.idToken, ann.projectId, { expectedVersion: 1 });
    expectError(res, 400, 'invalid_request');
    expect(JSON.stringify(res.body)).toContain('Project ID and new semantic email data are required.');
  });

  it("records a version on an explicit save, named with the browser's local date and time", async () => {
    const owner = await userWithProject('content-explicit');
    const res = await saveContent(owner.idToken, owner.projectId, {
      expectedVersion: 0,
      document: smallDocument('Explicit'),
      recordVersion: true,
      versionLabel: '22/11/2026, 20:05:09',
    });
    expect(res.status, res.text).toBe(200);
    expect(saveContentResponseSchema.parse(res.body).recordedVersion).toMatchObject({
      name: 'Version created at 22/11/2026, 20:05:09',
    });
  });
});

describe('ownership and request checks', () => {
  it("answers 404 for another user's project and writes nothing to it", async () => {
    const victim = await userWithProject('content-victim');
    expect(await saved(victim, 0, smallDocument('Mine'))).toBe(1);
    const before = await store.get(keys.projectContent(victim.sub, victim.projectId));
    expectError(
      await getContent(ben.idToken, victim.projectId),
      404,
      'project_not_found',
      'Project not found',
    );
    expectError(
      await saveContent(ben.idToken, victim.projectId, {
        expectedVersion: 1,
        document: smallDocument('Theirs'),
      }),
      404,
      'project_not_found',
    );
    expect(await store.get(keys.projectContent(victim.sub, victim.projectId))).toEqual(before);
    // Nor under the intruder's own partition.
    expect(await store.get(keys.project(ben.sub, victim.projectId))).toBeUndefined();
    expect(await store.get(keys.projectContent(ben.sub, victim.projectId))).toBeUndefined();
  });

  it('answers 404 for an unknown or malformed project id', async () => {
    expectError(await getContent(ann.idToken, 'no-such-project'), 404, 'project_not_found');
    expectError(await getContent(ann.idToken, '..%2F..%2Fx'), 404, 'project_not_found');
  });
});
