import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlogSources } from '../../lambdas/blog/content';
import { createWeb, type Web } from '../../lambdas/local/web';
import { shellRoutePatterns } from '../../web/config/paths';

/**
 * Issue 23: a path the app does not have answers HTTP 404 (with the SPA, which shows the not-found page), not a
 * soft 404; app routes that need sign-in keep answering the shell (200). Both ways the local server serves the
 * app: the build (SERVE_BUILD=1) and Vite under `npm start`, which also serves the blog's feed.
 */
const navigate = (url: string) => fetch(url, { headers: { accept: 'text/html,application/xhtml+xml' } });
const slug = loadBlogSources()[0]!.slug;

async function listen(
  mode: 'build' | 'vite',
  root: string,
): Promise<{ base: string; server: Server; web: Web }> {
  const server = createServer();
  const web = await createWeb(mode, root, server);
  server.on('request', (req, res) => web.handle(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, web };
}

const unknown = ['/blog/no-such-post', '/no-such-page', '/dashboard/extra', '/editor/a/b/c'];
const shell = ['/dashboard', '/editor/123', '/editor/someone/My%20Project', '/goals-form', '/login'];

describe('SERVE_BUILD: unknown public paths answer 404', () => {
  const root = mkdtempSync(join(tmpdir(), 'jungle-mail-404-'));
  let site: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    const pages = join(root, 'dist/web/_pages');
    mkdirSync(join(pages, 'blog', slug), { recursive: true });
    writeFileSync(join(root, 'dist/web/index.html'), '<!doctype html><title>Jungle Mail shell</title>');
    writeFileSync(join(pages, 'index.html'), '<!doctype html><h1>Landing</h1>');
    writeFileSync(join(pages, 'blog', slug, 'index.html'), '<!doctype html><h1>A post</h1>');
    writeFileSync(join(pages, 'pages.json'), JSON.stringify(['/', `/blog/${slug}`]));
    writeFileSync(join(pages, 'routes.json'), JSON.stringify(shellRoutePatterns));
    site = await listen('build', root);
  });
  afterAll(() => {
    site.server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(unknown)('%s: 404 with the SPA shell (its not-found page)', async (path) => {
    const res = await navigate(`${site.base}${path}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Jungle Mail shell');
  });

  it.each(shell)('%s: the SPA shell, 200', async (path) => {
    const res = await navigate(`${site.base}${path}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Jungle Mail shell');
  });

  it('prerendered pages stay 200', async () => {
    expect((await navigate(`${site.base}/`)).status).toBe(200);
    expect((await navigate(`${site.base}/blog/${slug}/`)).status).toBe(200);
  });
});

describe('npm start (Vite): unknown public paths answer 404, and the feed is served', () => {
  let site: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    site = await listen('vite', resolve(import.meta.dirname, '..', '..'));
  }, 60_000);
  afterAll(async () => {
    await site.web.close();
    site.server.close();
  });

  it.each(unknown)('%s: 404 with the SPA', async (path) => {
    const res = await navigate(`${site.base}${path}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root">');
  });

  it.each([...shell, '/', '/blog', `/blog/${slug}`, '/privacy-policy'])('%s: 200', async (path) => {
    expect((await navigate(`${site.base}${path}`)).status).toBe(200);
  });

  it('serves /rss.xml with the posts, as the build does', async () => {
    const res = await fetch(`${site.base}/rss.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/rss+xml');
    const body = await res.text();
    expect(body).toContain('<rss version="2.0"');
    expect(body).toContain(`${site.base}/blog/${slug}`);
  });
});
