/**
 * Issue 19: what a deploy uploads carries the site URL and never localhost. `npm run deploy` builds with
 * SITE_URL set to the stack's site (scripts/deploy/plan.ts); this runs the prerender step of that build
 * on a copy of the suite's production build (global setup) with a CloudFront site URL, and checks every
 * prerendered page, sitemap.xml and rss.xml, and that the CDK app accepts it (infra/site-url.ts).
 * Only the prerender step runs again: no second full production build.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSiteUrl, builtSiteUrlProblem } from '../../infra/site-url';

const ROOT = join(import.meta.dirname, '..', '..');
const SITE = 'https://d1a2b3c4d5e6f7.cloudfront.net';
let built: string;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });

beforeAll(() => {
  // Inside the repository (under node_modules/.cache, ignored): the server bundle imports react & co.
  const cache = join(ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  built = mkdtempSync(join(cache, 'jm-deploy-build-'));
  cpSync(join(ROOT, 'dist'), built, { recursive: true });
  execFileSync('npx', ['tsx', 'scripts/prerender/run.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', SITE_URL: SITE, PRERENDER_DIST: built },
  });
}, 120_000);
afterAll(() => rmSync(built, { recursive: true, force: true }));

describe('a deploy build (SITE_URL set by npm run deploy)', () => {
  it('names the site, never localhost, in every prerendered page, sitemap.xml and rss.xml', () => {
    const web = join(built, 'web');
    const pages = filesUnder(join(web, '_pages')).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(3);
    for (const file of [...pages, join(web, 'sitemap.xml'), join(web, 'rss.xml')]) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/localhost|127\.0\.0\.1/);
      expect(text, file).toContain(SITE);
    }
    const landing = readFileSync(join(web, '_pages', 'index.html'), 'utf8');
    expect(landing).toContain(`<link rel="canonical" href="${SITE}/"`);
    expect(landing).toMatch(new RegExp(`property="og:url" content="${SITE}/"`));
  });

  it('is what the CDK app accepts; the local build (localhost) it refuses', () => {
    expect(builtSiteUrl(join(built, 'web'))).toBe(SITE);
    expect(builtSiteUrlProblem(builtSiteUrl(join(built, 'web')))).toBeUndefined();
    expect(builtSiteUrlProblem(builtSiteUrl(join(ROOT, 'dist', 'web')))).toMatch(/localhost/);
  });
});
