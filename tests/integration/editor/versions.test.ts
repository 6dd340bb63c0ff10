/**
 * Versions over HTTP: recorded on an explicit save and before a restore, listed newest first, read one
 * by one for preview, restored through the version-checked save, at most 100 per project.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_VERSIONS_PER_PROJECT,
  projectContentSchema,
  restoreVersionResponseSchema,
  saveContentResponseSchema,
  versionDetailSchema,
  versionListSchema,
} from '../../../shared/contracts/editor';
import { renderEmailHtml } from '../../../shared/email';
import { createDeps } from '../../../lambdas/deps';
import { listVersions as listStored, recordVersion } from '../../../lambdas/domain/editor/versions';
import { keys } from '../../../lambdas/table';
import { inject } from 'vitest';
import { deleteProject } from '../projects/support';
import {
  expectError,
  getContent,
  getVersion,
  listVersions,
  restoreVersion,
  saveContent,
  smallDocument,
  store,
  userWithProject,
  type Owner,
} from './support';

let ann: Owner;
let ben: Owner;

async function explicitSave(owner: Owner, expectedVersion: number, text: string, label?: string) {
  const res = await saveContent(owner.idToken, owner.projectId, {
    expectedVersion,
    document: smallDocument(text),
    recordVersion: true,
    ...(label ? { versionLabel: label } : {}),
  });
  expect(res.status, res.text).toBe(200);
  return saveContentResponseSchema.parse(res.body);
}

beforeAll(async () => {
  [ann, ben] = await Promise.all([userWithProject('versions-ann'), userWithProject('versions-ben')]);
});

describe('history', () => {
  it('lists versions newest first with their names, and previews one with its HTML', async () => {
    const owner = await userWithProject('versions-list');
    const first = await explicitSave(owner, 0, 'One', '11/22/2026, 8:01:00 PM');
    await new Promise((r) => setTimeout(r, 5));
    const second = await explicitSave(owner, 1, 'Two');
    const list = versionListSchema.parse((await listVersions(owner.idToken, owner.projectId)).body).versions;
    expect(list.map((v) => v.id)).toEqual([second.recordedVersion!.id, first.recordedVersion!.id]);
    expect(list[1]!.name).toBe('Version created at 11/22/2026, 8:01:00 PM');
    // Without a label from the browser: the server's time, in UTC and labelled so.
    expect(list[0]!.name).toMatch(/^Version created at \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);

    const res = await getVersion(owner.idToken, owner.projectId, first.recordedVersion!.id);
    expect(res.status, res.text).toBe(200);
    const detail = versionDetailSchema.parse(res.body).version;
    expect(detail.document.sections[0]!.elements[0]).toMatchObject({ type: 'text', content: 'One' });
    expect(detail.html).toBe(renderEmailHtml(detail.document));
    // Only the document is stored, not its HTML.
    const stored = await store.get(keys.versionDocument(owner.projectId, first.recordedVersion!.id));
    expect(stored).toBeDefined();
    expect(stored?.html).toBeUndefined();
  });

  it('does not record a version on an autosave', async () => {
    const owner = await userWithProject('versions-auto');
    const res = await saveContent(owner.idToken, owner.projectId, {
      expectedVersion: 0,
      document: smallDocument('x'),
    });
    expect(saveContentResponseSchema.parse(res.body).recordedVersion).toBeNull();
    expect(
      versionListSchema.parse((await listVersions(owner.idToken, owner.projectId)).body).versions,
    ).toEqual([]);
  });

  it('answers 404 for an unknown or malformed version id', async () => {
    expectError(
      await getVersion(ann.idToken, ann.projectId, '1763838000000-aaaaaaaaaaaa'),
      404,
      'version_not_found',
    );
    expectError(await getVersion(ann.idToken, ann.projectId, 'nope'), 404, 'version_not_found');
  });

  it('keeps at most 100 versions, dropping the oldest', async () => {
    const owner = await userWithProject('versions-cap');
    const { ports } = createDeps(inject('stack').env);
    const doc = { name: 'Cap', globalStyles: undefined, sections: [] } as never;
    const made: string[] = [];
    let ms = Date.parse('2026-01-01T00:00:00.000Z');
    const clock = { now: () => new Date((ms += 1000)) };
    for (let i = 0; i < MAX_VERSIONS_PER_PROJECT + 3; i++)
      made.push((await recordVersion({ store: ports.store, clock }, owner.projectId, doc, `#${i}`)).id);
    const kept = await listStored(store, owner.projectId);
    expect(kept).toHaveLength(MAX_VERSIONS_PER_PROJECT);
    expect(kept.map((v) => v.id)).toEqual(made.slice(3).reverse());
    for (const dropped of made.slice(0, 3))
      expect(await store.get(keys.versionDocument(owner.projectId, dropped))).toBeUndefined();
    const viaHttp = versionListSchema.parse(
      (await listVersions(owner.idToken, owner.projectId)).body,
    ).versions;
    expect(viaHttp).toHaveLength(MAX_VERSIONS_PER_PROJECT);
  });
});

describe('restore', () => {
  it('records the current state first, then saves the chosen version through the version check', async () => {
    const owner = await userWithProject('versions-restore');
    const v1 = await explicitSave(owner, 0, 'Original');
    await saveContent(owner.idToken, owner.projectId, {
      expectedVersion: 1,
      document: smallDocument('Edited'),
    });
    const res = await restoreVersion(owner.idToken, owner.projectId, v1.recordedVersion!.id, {
      expectedVersion: 2,
      versionLabel: 'before restore',
    });
    expect(res.status, res.text).toBe(200);
    const body = restoreVersionResponseSchema.parse(res.body);
    expect(body.version).toBe(3);
    expect(body.document.sections[0]!.elements[0]).toMatchObject({ content: 'Original' });
    expect(body.snapshot?.name).toBe('Version created at before restore');

    const now = projectContentSchema.parse((await getContent(owner.idToken, owner.projectId)).body);
    expect(now.version).toBe(3);
    expect(now.document?.sections[0]!.elements[0]).toMatchObject({ content: 'Original' });
    // The snapshot holds what was there before: restoring it undoes the restore.
    const snap = versionDetailSchema.parse(
      (await getVersion(owner.idToken, owner.projectId, body.snapshot!.id)).body,
    ).version;
    expect(snap.document.sections[0]!.elements[0]).toMatchObject({ content: 'Edited' });
    const undo = await restoreVersion(owner.idToken, owner.projectId, body.snapshot!.id, {
      expectedVersion: 3,
    });
    expect(restoreVersionResponseSchema.parse(undo.body).document.sections[0]!.elements[0]).toMatchObject({
      content: 'Edited',
    });
  });

  it('answers a stale restore with 409 and changes nothing', async () => {
    const owner = await userWithProject('versions-stale');
    const v1 = await explicitSave(owner, 0, 'A');
    await explicitSave(owner, 1, 'B');
    const before = await store.get(keys.projectContent(owner.sub, owner.projectId));
    const versionsBefore = versionListSchema.parse((await listVersions(owner.idToken, owner.projectId)).body);
    const res = await restoreVersion(owner.idToken, owner.projectId, v1.recordedVersion!.id, {
      expectedVersion: 1,
    });
    expectError(res, 409, 'version_conflict');
    expect((res.body as { currentVersion: number }).currentVersion).toBe(2);
    expect(await store.get(keys.projectContent(owner.sub, owner.projectId))).toEqual(before);
    expect(versionListSchema.parse((await listVersions(owner.idToken, owner.projectId)).body)).toEqual(
      versionsBefore,
    );
  });
});

describe("another user's versions", () => {
  it('are unreachable: list, read and restore all answer 404', async () => {
    const v = await explicitSave(ann, 0, 'Private');
    const id = v.recordedVersion!.id;
    expectError(await listVersions(ben.idToken, ann.projectId), 404, 'project_not_found');
    expectError(await getVersion(ben.idToken, ann.projectId, id), 404, 'project_not_found');
    expectError(
      await restoreVersion(ben.idToken, ann.projectId, id, { expectedVersion: 1 }),
      404,
      'project_not_found',
    );
    // Ben's own project id with Ann's version id: versions live under their project, so none is found.
    expectError(await getVersion(ben.idToken, ben.projectId, id), 404, 'version_not_found');
    expectError(
      await restoreVersion(ben.idToken, ben.projectId, id, { expectedVersion: 0 }),
      404,
      'version_not_found',
    );
    expect((await store.get(keys.project(ben.sub, ben.projectId)))?.version).toBe(0);
  });
});

describe('deleting a project', () => {
  it('deletes its versions too', async () => {
    const owner = await userWithProject('versions-delete');
    const v = await explicitSave(owner, 0, 'Soon gone');
    expect(await store.get(keys.versionDocument(owner.projectId, v.recordedVersion!.id))).toBeDefined();
    expect((await deleteProject(owner.idToken, owner.projectId)).status).toBe(200);
    const left = await store.query({ partition: `PROJECT#${owner.projectId}` });
    expect(left).toEqual([]);
  });
});
