/**
 * Image uploads over HTTP and the real S3 stand-in (s3rver): the presigned POST the browser uses, the
 * confirm check that deletes what is not the image claimed (s3rver does not enforce POST policies, so this
 * check is what protects the local stack), and serving at /assets/.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  confirmImageResponseSchema,
  presignImageResponseSchema,
  type PresignImageResponse,
} from '../../../shared/contracts/editor';
import { MAX_IMAGE_BYTES } from '../../../shared/editor/images';
import { createFullDeps } from '../../../lambdas/wiring/all';
import { confirmImage, expectError, presignImage, userWithProject, type Owner } from './support';

let ann: Owner;
let ben: Owner;
const { ports, config } = createFullDeps(inject('stack').env);

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  [ann, ben] = await Promise.all([userWithProject('images-ann'), userWithProject('images-ben')]);
});

async function presigned(owner: Owner, fileName: string, contentType: string, size: number) {
  const res = await presignImage(owner.idToken, owner.projectId, { fileName, contentType, size });
  expect(res.status, res.text).toBe(200);
  return presignImageResponseSchema.parse(res.body);
}

/** What the browser does with the ticket: a multipart POST straight to the bucket, the file last. */
async function upload(ticket: PresignImageResponse, bytes: Uint8Array, type: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'upload');
  return fetch(ticket.upload.url, { method: 'POST', body: form });
}

describe('a PNG upload', () => {
  it('is presigned under pending/ with a sanitized name, uploaded, confirmed into the project and served at /assets/', async () => {
    const ticket = await presigned(ann, 'My Logo (final) é.png', 'image/png', PNG.length);
    expect(ticket.key).toMatch(
      new RegExp(`^pending/projects/${ann.projectId}/images/[0-9a-f]{32}-My-Logo-final-e\\.png$`),
    );
    const final = ticket.key.slice('pending/'.length);
    expect(ticket.url).toBe(`${config.assetsPublicBase}/${final}`);
    expect(ticket.upload.fields).toMatchObject({
      'Content-Type': 'image/png',
      'Cache-Control': 'max-age=3600',
    });
    expect((await upload(ticket, PNG, 'image/png')).status).toBeLessThan(300);

    const res = await confirmImage(ann.idToken, ann.projectId, { key: ticket.key });
    expect(res.status, res.text).toBe(200);
    const image = {
      key: final,
      url: ticket.url,
      contentType: 'image/png',
      size: PNG.length,
      width: 1,
      height: 1,
    };
    expect(confirmImageResponseSchema.parse(res.body).image).toEqual(image);
    // Moved out of pending/ (which the bucket expires); a repeated confirm answers the same image.
    expect(await ports.blobs.head(ticket.key)).toBeUndefined();
    expect(await ports.blobs.head(final)).toEqual({ size: PNG.length, contentType: 'image/png' });
    const again = await confirmImage(ann.idToken, ann.projectId, { key: ticket.key });
    expect(again.status, again.text).toBe(200);
    expect(confirmImageResponseSchema.parse(again.body).image).toEqual(image);
    const served = await fetch(ticket.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('max-age=3600');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline; filename="My-Logo-final-e.png"');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });
});

describe('only confirmed images are served (issue 18)', () => {
  it('never serves an upload waiting under pending/, at its pending path or any other', async () => {
    const ticket = await presigned(ann, 'waiting.png', 'image/png', PNG.length);
    expect((await upload(ticket, PNG, 'image/png')).status).toBeLessThan(300);
    expect(await ports.blobs.head(ticket.key)).toBeDefined();
    const pendingUrl = `${config.assetsPublicBase}/${ticket.key}`;
    for (const url of [pendingUrl, pendingUrl.replace('/pending/', '/pending%2F'), ticket.url]) {
      const res = await fetch(url);
      expect(res.status, url).toBe(404);
      expect(await res.text()).toBe('');
    }
  });

  it('stores a name like invoice.html under the confirmed type, served inline under that name', async () => {
    const ticket = await presigned(ann, 'invoice.html', 'image/png', PNG.length);
    expect(ticket.key).toMatch(/[0-9a-f]{32}-invoice\.png$/);
    expect(ticket.url.endsWith('-invoice.png')).toBe(true);
    await upload(ticket, PNG, 'image/png');
    const res = await confirmImage(ann.idToken, ann.projectId, { key: ticket.key });
    expect(res.status, res.text).toBe(200);
    const served = await fetch(ticket.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBe('inline; filename="invoice.png"');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('serves no other object of the assets bucket under /assets/', async () => {
    const ticket = await presigned(ann, 'elsewhere.png', 'image/png', PNG.length);
    await upload(ticket, PNG, 'image/png');
    const site = config.assetsPublicBase.replace(/\/assets$/, '');
    for (const key of ['elsewhere/x.png', `projects/${ann.projectId}/x.png`]) {
      await ports.blobs.copy(ticket.key, key);
      expect((await fetch(`${site}/assets/${key}`)).status, key).toBe(404);
    }
    await ports.blobs.deleteMany([ticket.key, 'elsewhere/x.png', `projects/${ann.projectId}/x.png`]);
  });
});

describe('refused uploads', () => {
  it('deletes a text file renamed .png and answers the spec words', async () => {
    const text = Buffer.from('this is not an image at all\n');
    const ticket = await presigned(ann, 'notes.png', 'image/png', text.length);
    expect((await upload(ticket, text, 'image/png')).status).toBeLessThan(300);
    expect(await ports.blobs.head(ticket.key)).toBeDefined();
    const res = await confirmImage(ann.idToken, ann.projectId, { key: ticket.key });
    expectError(res, 400, 'invalid_file', 'Please select an image file.');
    expect(await ports.blobs.head(ticket.key)).toBeUndefined();
    expect((await fetch(ticket.url)).status).toBe(404);
  });

  it('deletes an SVG uploaded in place of the PNG it claimed to be', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const ticket = await presigned(ann, 'logo.png', 'image/png', svg.length);
    await upload(ticket, svg, 'image/png');
    expectError(await confirmImage(ann.idToken, ann.projectId, { key: ticket.key }), 400, 'invalid_file');
    expect(await ports.blobs.head(ticket.key)).toBeUndefined();
  });

  it('deletes a real image of another type than the one claimed', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const ticket = await presigned(ann, 'pic.png', 'image/png', gif.length);
    await upload(ticket, gif, 'image/png');
    expectError(await confirmImage(ann.idToken, ann.projectId, { key: ticket.key }), 400, 'invalid_file');
    expect(await ports.blobs.head(ticket.key)).toBeUndefined();
  });

  it('deletes an upload over 5 MB that the stand-in let through', async () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1024);
    PNG.copy(big);
    const ticket = await presigned(ann, 'huge.png', 'image/png', 100); // the browser lied about the size
    // s3rver does not enforce the policy's content-length-range (S3 would refuse this POST): it stores it.
    expect((await upload(ticket, big, 'image/png')).status).toBeLessThan(300);
    expect((await ports.blobs.head(ticket.key))?.size).toBe(big.length);
    expectError(
      await confirmImage(ann.idToken, ann.projectId, { key: ticket.key }),
      400,
      'file_too_large',
      'Image must be less than 5MB.',
    );
    expect(await ports.blobs.head(ticket.key)).toBeUndefined();
  });

  it('refuses to presign a file over 5 MB, a non-image and an SVG', async () => {
    const ask = (body: unknown) => presignImage(ann.idToken, ann.projectId, body);
    expectError(
      await ask({ fileName: 'a.png', contentType: 'image/png', size: MAX_IMAGE_BYTES + 1 }),
      400,
      'file_too_large',
      'Image must be less than 5MB.',
    );
    expectError(
      await ask({ fileName: 'a.txt', contentType: 'text/plain', size: 10 }),
      400,
      'invalid_file',
      'Please select an image file.',
    );
    expectError(
      await ask({ fileName: 'a.svg', contentType: 'image/svg+xml', size: 10 }),
      400,
      'invalid_file',
      'Please select a PNG, JPEG, GIF or WebP image.',
    );
  });
});

describe("another user's project", () => {
  it('cannot be presigned for, nor have its uploads confirmed or deleted', async () => {
    expectError(
      await presignImage(ben.idToken, ann.projectId, {
        fileName: 'x.png',
        contentType: 'image/png',
        size: 10,
      }),
      404,
      'project_not_found',
    );
    const ticket = await presigned(ann, 'keep.png', 'image/png', PNG.length);
    await upload(ticket, PNG, 'image/png');
    // Through Ann's project id: not Ben's project.
    expectError(
      await confirmImage(ben.idToken, ann.projectId, { key: ticket.key }),
      404,
      'project_not_found',
    );
    // Through Ben's own project id with Ann's key: outside Ben's prefix.
    expectError(await confirmImage(ben.idToken, ben.projectId, { key: ticket.key }), 404, 'upload_not_found');
    expect(await ports.blobs.head(ticket.key)).toBeDefined();
  });

  it('refuses keys outside the project images prefix', async () => {
    for (const key of [
      `projects/${ann.projectId}/images/../../other/x.png`,
      `projects/${ann.projectId}/x.png`,
      `pending/projects/${ann.projectId}/x.png`,
      'assets/anything.png',
    ])
      expectError(await confirmImage(ann.idToken, ann.projectId, { key }), 404, 'upload_not_found');
  });
});
