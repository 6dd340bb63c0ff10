import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeb } from '../../lambdas/local/web';

/** SERVE_BUILD=1: the built SPA from dist/web, with an SPA fallback and immutable hashed assets. */
const root = mkdtempSync(join(tmpdir(), 'jungle-mail-web-'));
const server = createServer();
let base = '';

beforeAll(async () => {
  mkdirSync(join(root, 'dist/web/static'), { recursive: true });
  writeFileSync(join(root, 'dist/web/index.html'), '<!doctype html><title>Jungle Mail</title>');
  writeFileSync(join(root, 'dist/web/static/index-abc123.js'), 'console.log(1)');
  writeFileSync(join(root, 'dist/web/robots.txt'), 'User-agent: *');
  writeFileSync(join(root, 'secret.txt'), 'outside dist/web');
  mkdirSync(join(root, 'dist/web/_pages/blog/a-post'), { recursive: true });
  writeFileSync(join(root, 'dist/web/_pages/index.html'), '<!doctype html><h1>Landing, prerendered</h1>');
  writeFileSync(join(root, 'dist/web/_pages/blog/a-post/index.html'), '<!doctype html><h1>A post</h1>');
  const web = await createWeb('build', root, server);
  server.on('request', (req, res) => web.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('serves hashed assets as immutable', async () => {
    const res = await fetch(`${base}/static/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to index.html (not cached) for app routes', async () => {
    const res = await fetch(`${base}/editor/123`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<title>Jungle Mail</title>');
  });

  it('serves other files and 404s missing ones and paths outside dist/web', async () => {
    expect((await fetch(`${base}/robots.txt`)).status).toBe(200);
    expect((await fetch(`${base}/missing.png`)).status).toBe(404);
    expect((await fetch(`${base}/..%2Fsecret.txt`)).status).toBe(404);
  });

  it('serves prerendered pages (dist/web/_pages/<path>/index.html) for their paths, the SPA shell elsewhere', async () => {
    expect(await (await fetch(`${base}/`)).text()).toContain('Landing, prerendered');
    expect(await (await fetch(`${base}/blog/a-post`)).text()).toContain('<h1>A post</h1>');
    expect(await (await fetch(`${base}/blog/a-post/`)).text()).toContain('<h1>A post</h1>');
    expect(await (await fetch(`${base}/blog/other-post`)).text()).toContain('<title>Jungle Mail</title>');
    expect((await fetch(`${base}/_pages/../../secret.txt`)).status).toBe(404);
  });

  it('gzips text when the browser accepts it, as CloudFront does', async () => {
    const res = await fetch(`${base}/blog/a-post`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('<h1>A post</h1>'); // fetch decodes it
  });
});
