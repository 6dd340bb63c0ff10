/**
 * Issue 33: the brand kit's logo is uploaded by the editor's image path (presigned POST to the S3 stand-in,
 * a confirm that checks the bytes), served at /assets/, and saved in the kit with PUT /api/brand.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { brandKitResponseSchema, defaultBrandKit } from '../../../shared/contracts/brand';
import {
  confirmImageResponseSchema,
  presignImageResponseSchema,
  type PresignImageResponse,
} from '../../../shared/contracts/editor';
import { createFullDeps } from '../../../lambdas/wiring/all';
import { call } from '../helpers/api';
import { userOnPlan, type User } from '../projects/support';
import { tableStore } from '../setup/support';

const store = tableStore();
const { ports } = createFullDeps(inject('stack').env);
const json = { 'content-type': 'application/json' };
const post = (path: string, token: string | undefined, body: string) =>
  call(path, { method: 'POST', ...(token ? { token } : {}), body, headers: json });
const presign = (token: string | undefined, body: unknown) =>
  post('/api/brand/logo', token, JSON.stringify(body));
const confirm = (token: string | undefined, key: string) =>
  post('/api/brand/logo/confirm', token, JSON.stringify({ key }));

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(ticket: PresignImageResponse, bytes: Uint8Array, type: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'upload');
  return fetch(ticket.upload.url, { method: 'POST', body: form });
}

async function ticketFor(owner: User, fileName = 'logo.png', contentType = 'image/png', size = PNG.length) {
  const res = await presign(owner.idToken, { fileName, contentType, size });
  expect(res.status, res.text).toBe(200);
  return presignImageResponseSchema.parse(res.body);
}

let ann: User;
let ben: User;
beforeAll(async () => {
  [ann, ben] = await Promise.all([
    userOnPlan(store, 'free', 'logo-ann'),
    userOnPlan(store, 'free', 'logo-ben'),
  ]);
});

describe('the brand kit logo upload', () => {
  it('is presigned in the account’s folder, confirmed, served at /assets/ and saved in the kit', async () => {
    const ticket = await ticketFor(ann, 'Shop Logo.png');
    expect(ticket.key).toMatch(
      new RegExp(`^pending/projects/brand-${ann.sub}/images/[0-9a-f]{32}-Shop-Logo\\.png$`),
    );
    expect((await upload(ticket, PNG, 'image/png')).status).toBeLessThan(300);
    const res = await confirm(ann.idToken, ticket.key);
    expect(res.status, res.text).toBe(200);
    const image = confirmImageResponseSchema.parse(res.body).image;
    expect(image).toMatchObject({ url: ticket.url, contentType: 'image/png', width: 1, height: 1 });
    const served = await fetch(image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const kit = { ...defaultBrandKit('ann.example.com'), logoUrl: image.url };
    const put = await call('/api/brand', {
      method: 'PUT',
      token: ann.idToken,
      body: JSON.stringify(kit),
      headers: json,
    });
    expect(put.status, put.text).toBe(200);
    const got = brandKitResponseSchema.parse((await call('/api/brand', { token: ann.idToken })).body);
    expect(got.brand.logoUrl).toBe(image.url);
  });

  it('refuses what the editor refuses: not an image, too large, bytes that are not the type claimed (deleted)', async () => {
    const pdf = await presign(ann.idToken, { fileName: 'a.pdf', contentType: 'application/pdf', size: 10 });
    expect(pdf.status).toBe(400);
    expect(pdf.body).toMatchObject({ error: 'invalid_file' });
    const big = await presign(ann.idToken, {
      fileName: 'a.png',
      contentType: 'image/png',
      size: 6 * 1024 * 1024,
    });
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ error: 'file_too_large' });
    const ticket = await ticketFor(ann, 'fake.png', 'image/png', 20);
    await upload(ticket, Buffer.from('<svg onload=alert(1)>'), 'image/png');
    const res = await confirm(ann.idToken, ticket.key);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid_file' });
    expect(await ports.blobs.head(ticket.key)).toBeUndefined();
  });

  it('never confirms another account’s upload (404), and changes nothing of it', async () => {
    const ticket = await ticketFor(ann);
    await upload(ticket, PNG, 'image/png');
    const res = await confirm(ben.idToken, ticket.key);
    expect(res.status).toBe(404);
    expect(await ports.blobs.head(ticket.key)).toEqual({ size: PNG.length, contentType: 'image/png' });
    const project = await confirm(
      ann.idToken,
      `pending/projects/${crypto.randomUUID()}/images/${'a'.repeat(32)}-x.png`,
    );
    expect(project.status).toBe(404);
  });

  it('answers 401 without a token, 400 to malformed JSON, 413 to an oversized body', async () => {
    expect((await presign(undefined, { fileName: 'a.png', contentType: 'image/png', size: 10 })).status).toBe(
      401,
    );
    expect((await confirm(undefined, 'pending/x')).status).toBe(401);
    for (const path of ['/api/brand/logo', '/api/brand/logo/confirm']) {
      const malformed = await post(path, ann.idToken, '{"fileName":');
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ error: 'malformed_json' });
      const big = await post(path, ann.idToken, JSON.stringify({ key: 'x'.repeat(3000) }));
      expect(big.status).toBe(413);
    }
  });
});
