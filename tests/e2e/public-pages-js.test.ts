/**
 * Issue 13's JavaScript budget, as a guard that can fail: a signed-out visitor of the public pages (landing,
 * blog index, a post, a legal page) loads no zod, no React Query, no Amplify, no form or toast library, none
 * of the signed-in app's data layer and not the redirect rules, and the prerendered HTML is hydrated as it is (no fallback to a client
 * render). Which modules a page loaded is read from the source maps of every script Chromium fetched for it, so
 * a new import that drags one of them into the shell fails here. The sizes themselves (<= 120 kB gzipped) and
 * Lighthouse's scores are measured by `npm run bench -- public-pages` (tests/bench/public-pages.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadBlogSources } from '../../lambdas/blog/content';
import { launchChromium, newContext } from './support/browser';

const baseUrl = inject('e2eBaseUrl');
const post = loadBlogSources()[0]!;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Libraries and modules only the signed-in app (or a sign-in) or a non-public page may load. */
const SIGNED_IN_ONLY: RegExp[] = [
  /node_modules\/zod\//,
  /node_modules\/@tanstack\//,
  /node_modules\/(aws-amplify|@aws-amplify)\//,
  /node_modules\/(react-hook-form|@hookform)\//,
  /node_modules\/sonner\//,
  /node_modules\/react-markdown\//,
  /web\/lib\/(query-client|setup-api|progress-sync)\.tsx?$/,
  /web\/app\/layout\/redirect-gate-live\.tsx$/,
  /web\/features\/dns\/dns-state-live\.tsx$/,
  // the redirect rules load off the public pages or for a signed-in user (web/app/layout/gate-rules-loader.ts)
  /shared\/onboarding\/(redirect-rules|onboarding-redirect|route-guard)\.ts$/,
];

interface Visit {
  /** The source files (from the source maps) of every script the page loaded. */
  sources: string[];
  scripts: number;
  errors: string[];
}

async function visit(path: string, settle?: (page: Page) => Promise<void>): Promise<Visit> {
  const context = await newContext(browser, baseUrl);
  const page = await context.newPage();
  const scripts = new Set<string>();
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(path);
    // Up to 15 s, like the suite's other waits for a page: the default 1 s poll timed out on /login (a
    // lazily loaded chunk) on a loaded machine.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('main')?.getAttribute('aria-busy')), {
        timeout: 15_000,
      })
      .toBe('false');
    await settle?.(page);
    await page.waitForLoadState('networkidle');
    const sources: string[] = [];
    for (const url of scripts) {
      // A chunk of only rolldown's runtime or of re-exports has no source map (and no code of its own)
      if (!(await (await fetch(url)).text()).includes('//# sourceMappingURL=')) continue;
      const map = await fetch(`${url}.map`);
      expect(map.status, `source map of ${url}`).toBe(200);
      sources.push(...((await map.json()) as { sources: string[] }).sources);
    }
    return { sources, scripts: scripts.size, errors };
  } finally {
    await context.close();
  }
}

function signedInOnly(sources: string[]): string[] {
  return [...new Set(sources.filter((source) => SIGNED_IN_ONLY.some((pattern) => pattern.test(source))))];
}

describe('public pages load only what a signed-out visitor needs (issue 13)', () => {
  it.each([
    ['the landing page', '/'],
    ['the blog index', '/blog'],
    ['a blog post', `/blog/${post.slug}`],
    ['the privacy policy', '/privacy-policy'],
  ])(
    '%s: no zod, React Query, Amplify or signed-in data layer; hydrated without a fallback',
    async (_, path) => {
      const { sources, scripts, errors } = await visit(path);
      expect(scripts).toBeGreaterThan(2);
      expect(sources.some((source) => source.includes('node_modules/react-dom/'))).toBe(true);
      expect(signedInOnly(sources)).toEqual([]);
      expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
    },
  );

  it('the blog search reads the API without React Query either', async () => {
    const { sources } = await visit('/blog', async (page) => {
      await page.getByLabel('Search posts').fill('dmarc');
      await expect.poll(() => page.url()).toContain('q=dmarc');
      await expect.poll(() => page.locator('main li').count()).toBeGreaterThan(0);
    });
    expect(signedInOnly(sources)).toEqual([]);
  });

  it('the sign-in page, part of the signed-in app, does load React Query (so the check above can see it)', async () => {
    const { sources } = await visit('/login');
    expect(signedInOnly(sources)).toEqual(
      expect.arrayContaining([expect.stringMatching(/node_modules\/@tanstack\/react-query\//)]),
    );
  });
});
