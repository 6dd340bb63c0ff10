/**
 * DELETE /api/projects/{id} takes everything the project owns with it, over the real stand-ins: the chat
 * (messages and pending changes made by a real turn of the offline composer), the versions and their
 * documents, the content item and the uploaded images in s3rver. Another user's delete is a 404 that
 * touches nothing; the owner's other projects keep their data, and an image a duplicate still shows stays.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { confirmImageResponseSchema, presignImageResponseSchema } from '../../../shared/contracts/editor';
import type { EmailDocumentInput } from '../../../shared/email';
import { keys } from '../../../lambdas/table';
import { createFullDeps } from '../../../lambdas/wiring/all';
import { chatTurn, doneOf } from '../ai/support';
import {
  confirmImage,
  getContent,
  presignImage,
  saveContent,
  store,
  userWithProject,
  type Owner,
} from '../editor/support';
import { countsOf, deleteProject, duplicate, getProject, projectOf } from './support';

const { ports } = createFullDeps(inject('stack').env);
const blobs = ports.blobs;

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** An uploaded image of the project, as the editor makes one (confirmed unless told otherwise). */
async function uploadImage(owner: Owner, projectId: string, fileName: string, confirm = true) {
  const presigned = await presignImage(owner.idToken, projectId, {
    fileName,
    contentType: 'image/png',
    size: PNG.length,
  });
  expect(presigned.status, presigned.text).toBe(200);
  const ticket = presignImageResponseSchema.parse(presigned.body);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), fileName);
  expect((await fetch(ticket.upload.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  if (!confirm) return { key: ticket.key, url: ticket.url };
  const confirmed = await confirmImage(owner.idToken, projectId, { key: ticket.key });
  expect(confirmed.status, confirmed.text).toBe(200);
  return confirmImageResponseSchema.parse(confirmed.body).image;
}

const withImage = (text: string, src: string): EmailDocumentInput => ({
  name: 'Spring sale',
  sections: [
    {
      id: 's1',
      elements: [
        { id: 't1', type: 'text', content: text },
        { id: 'i1', type: 'image', properties: { image: { src, alt: 'Logo' } } },
      ],
    },
  ],
});

/**
 * A project with all it can own: chat + pending changes, two images, two versions and content showing
 * `src` (by default its own first image).
 */
async function fill(owner: Owner, projectId: string, src?: string) {
  const turn = await chatTurn(owner.idToken, {
    projectId,
    message: 'A welcome email for new subscribers, mention the 10% code WELCOME10',
    mode: 'major',
  });
  expect(turn.status).toBe(200);
  // A new project gets changes; one with a document (the duplicate) may get a question back first.
  expect(['changes', 'clarification']).toContain(doneOf(turn.events).kind);
  const shown = await uploadImage(owner, projectId, 'shown.png');
  const unused = await uploadImage(owner, projectId, 'unused.png');
  const unconfirmed = await uploadImage(owner, projectId, 'left.png', false);
  let version = ((await getContent(owner.idToken, projectId)).body as { version: number }).version;
  for (const text of ['First', 'Second']) {
    const res = await saveContent(owner.idToken, projectId, {
      expectedVersion: version,
      document: withImage(text, src ?? shown.url),
      recordVersion: true,
    });
    expect(res.status, res.text).toBe(200);
    version = (res.body as { version: number }).version;
  }
  return { shown, unused, unconfirmed };
}

const partition = (projectId: string) => store.query({ partition: keys.version(projectId, '', '').pk });
const skPrefixes = async (projectId: string) =>
  [...new Set((await partition(projectId)).map((i) => String(i.sk).split('#')[0]))].sort();

let ann: Owner;
let ben: Owner;
beforeAll(async () => {
  [ann, ben] = await Promise.all([userWithProject('cleanup-ann'), userWithProject('cleanup-ben')]);
});

describe('deleting a project', () => {
  it('removes its chat, pending changes, versions, content and images; another owner gets 404', async () => {
    const doomed = ann.projectId;
    const { shown, unused, unconfirmed } = await fill(ann, doomed);
    // The other project of the same owner and another user's project, filled the same way.
    const kept = projectOf(await duplicate(ann.idToken, doomed), 201);
    const keptImages = await fill(ann, kept.id, shown.url);
    const bens = await fill(ben, ben.projectId);
    expect(await skPrefixes(doomed)).toEqual(['CHANGE', 'MSG', 'VERSION', 'VERSIONDOC']);
    const before = {
      kept: (await partition(kept.id)).length,
      ben: (await partition(ben.projectId)).length,
    };

    // Ben cannot delete it: 404 as for any project of someone else, and nothing is gone.
    const refused = await deleteProject(ben.idToken, doomed);
    expect(refused.status, refused.text).toBe(404);
    expect(refused.body).toEqual({ error: 'project_not_found', message: 'Project not found' });
    expect(await skPrefixes(doomed)).toEqual(['CHANGE', 'MSG', 'VERSION', 'VERSIONDOC']);
    expect(await blobs.head(unused.key)).toBeDefined();

    const res = await deleteProject(ann.idToken, doomed);
    expect(res.status, res.text).toBe(200);
    expect(await partition(doomed)).toEqual([]);
    expect(await store.get(keys.project(ann.sub, doomed))).toBeUndefined();
    expect(await store.get(keys.projectContent(ann.sub, doomed))).toBeUndefined();
    expect((await getProject(ann.idToken, doomed)).status).toBe(404);
    // The image the duplicate still shows stays (its document points at it); the other one is gone.
    expect(await blobs.list(`projects/${doomed}/images/`)).toEqual([shown.key]);
    expect(await blobs.head(unused.key)).toBeUndefined();
    expect(await blobs.head(unconfirmed.key)).toBeUndefined();
    expect(await blobs.list(`pending/projects/${doomed}/images/`)).toEqual([]);
    expect((await fetch(shown.url)).status).toBe(200);

    // Everything else is untouched.
    expect((await partition(kept.id)).length).toBe(before.kept);
    expect((await partition(ben.projectId)).length).toBe(before.ben);
    for (const image of [
      keptImages.shown,
      keptImages.unused,
      keptImages.unconfirmed,
      bens.shown,
      bens.unconfirmed,
    ])
      expect(await blobs.head(image.key)).toBeDefined();
    expect(await store.get(keys.projectContent(ann.sub, kept.id))).toBeDefined();
    expect(await countsOf(store, ann.sub)).toEqual({ projectCount: 1, projects: 1, claims: 1 });
  });

  it('removes every image once no other project shows it', async () => {
    const owner = await userWithProject('cleanup-solo');
    const images = await fill(owner, owner.projectId);
    const res = await deleteProject(owner.idToken, owner.projectId);
    expect(res.status, res.text).toBe(200);
    expect(await blobs.list(`projects/${owner.projectId}/images/`)).toEqual([]);
    expect(await blobs.head(images.shown.key)).toBeUndefined();
    expect(await partition(owner.projectId)).toEqual([]);
  });

  it('removes more items than one DynamoDB transaction may hold (100), page by page', async () => {
    const owner = await userWithProject('cleanup-many');
    const at = new Date().toISOString();
    const messages = Array.from({ length: 250 }, (_, i) => ({
      ...keys.chatMessage(owner.projectId, at, String(i).padStart(4, '0')),
      projectId: owner.projectId,
      role: 'user',
      content: `message ${i}`,
    }));
    for (let i = 0; i < messages.length; i += 100)
      await store.transact(messages.slice(i, i + 100).map((item) => ({ kind: 'put' as const, item })));
    expect((await partition(owner.projectId)).length).toBe(250);
    const res = await deleteProject(owner.idToken, owner.projectId);
    expect(res.status, res.text).toBe(200);
    expect(await partition(owner.projectId)).toEqual([]);
  });
});
