/**
 * The blog in Chromium (issue 13; docs/product.md › Blog pages): the index's search narrows the cards, a post renders
 * its markdown (heading, list, link) and leads back; a missing slug says so in the spec's words; the
 * prerendered HTML carries the post (title, first paragraph, Open Graph tags) for clients that run no
 * JavaScript; axe finds nothing serious or critical on the blog pages, at desktop width and at 375 px.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadBlogSources } from '../../lambdas/blog/content';
import { DESKTOP, PHONE, launchChromium, newContext, openWithScriptsHeld } from './support/browser';

const baseUrl = inject('e2eBaseUrl');
const posts = loadBlogSources();
const spf = posts.find((p) => p.slug === 'spf-dkim-dmarc-explained')!;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function pageReady(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.querySelector('main')?.getAttribute('aria-busy')))
    .toBe('false');
}

const decode = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('blog in the browser', () => {
  it('index -> search narrows the cards -> open a post -> markdown rendered -> back', async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    const page = await context.newPage();
    await page.goto('/blog');
    await pageReady(page);
    await expect.poll(() => page.getByRole('article').count()).toBe(posts.length);
    await expect.poll(() => page.getByRole('link', { name: 'Read More' }).count()).toBe(posts.length);

    await page.getByLabel('Search posts').fill('dmarc');
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('q')).toBe('dmarc');
    await page.getByRole('link', { name: spf.title }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe(`/blog/${spf.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(spf.title);
    await expect.poll(() => page.title()).toBe(`${spf.title} · Jungle Mail Blog`);
    const prose = page.locator('article');
    // the markdown renderer loads with the first post opened in the app
    await expect
      .poll(() =>
        prose
          .getByRole('heading', { level: 2, name: 'SPF: which servers may send for this domain?' })
          .count(),
      )
      .toBe(1);
    expect(await prose.locator('ul > li').count()).toBeGreaterThan(1);
    expect(await prose.getByRole('link', { name: "dmarc.org's overview" }).getAttribute('href')).toBe(
      'https://dmarc.org/overview/',
    );
    expect(
      await prose.locator('code', { hasText: 'v=spf1 include:amazonses.com ~all' }).count(),
    ).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Back to Blog' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/blog');
    await expect.poll(() => page.getByRole('article').count()).toBe(posts.length);
    await context.close();
  });

  it('a shared search or page address (/blog?q=…, ?page=…) shows its results, rendered afresh rather than mis-hydrated', async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/blog?q=dmarc');
    await pageReady(page);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    expect(await page.getByLabel('Search posts').inputValue()).toBe('dmarc');
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);

    // A page past the end says so and leads back, instead of 'No posts yet.'
    await page.goto('/blog?page=9');
    await pageReady(page);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'There is no page 9' }).count())
      .toBe(1);
    await page.getByRole('link', { name: 'Go to the first page' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(posts.length);
    expect(new URL(page.url()).search).toBe('');
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
    await context.close();
  });

  it('a search typed before the page script has run is searched for once it runs', async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    const page = await context.newPage();
    // The visitor types into the static page while its scripts are still on the way.
    const release = await openWithScriptsHeld(page, '/blog');
    await page.getByLabel('Search posts').fill('dmarc');
    expect(await page.getByRole('article').count()).toBe(posts.length);
    release();
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 10_000 }).toBe('dmarc');
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await context.close();
  });

  it("a missing slug shows 'Blog post with slug ... not found.'", async () => {
    const context = await newContext(browser, baseUrl, PHONE);
    const page = await context.newPage();
    await page.goto('/blog/no-such-post');
    await pageReady(page);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Blog post with slug no-such-post not found.');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('a post fetched by plain HTTP GET carries its title, first paragraph and Open Graph tags', async () => {
    const res = await fetch(`${baseUrl}/blog/${spf.slug}`);
    expect(res.status).toBe(200);
    const html = decode(await res.text());
    const firstParagraph = spf.content.split('\n\n')[0]!;
    expect(html).toContain(`<h1>${spf.title}</h1>`);
    expect(html).toContain(`<p>${firstParagraph}</p>`);
    expect(html).toContain(`<meta property="og:title" content="${spf.title} · Jungle Mail Blog" />`);
    expect(html).toContain(`<meta property="og:description" content="${spf.excerpt}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="https?://[^"]+${spf.featuredImageUrl}" />`),
    );
    expect(html).toContain(`<title>${spf.title} · Jungle Mail Blog</title>`);

    const index = decode(await (await fetch(`${baseUrl}/blog`)).text());
    for (const post of posts) expect(index).toContain(post.title);
    const rss = await (await fetch(`${baseUrl}/rss.xml`)).text();
    expect(rss).toContain(`/blog/${spf.slug}</link>`);
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/blog/${spf.slug}</loc>`);
  });

  it('with JavaScript off the prerendered post is readable', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`/blog/${spf.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(spf.title);
    expect(await page.locator('article ul > li').count()).toBeGreaterThan(1);
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['375 px', PHONE],
  ] as const)(
    'axe: no serious or critical findings on the blog index and a post (%s)',
    async (_label, viewport) => {
      const context = await newContext(browser, baseUrl, viewport);
      const page = await context.newPage();
      for (const path of [
        '/blog',
        `/blog/${posts[0]!.slug}`,
        `/blog/emails-that-survive-outlook-and-dark-mode`,
      ]) {
        await page.goto(path);
        await pageReady(page);
        expect(await seriousViolations(page), path).toEqual([]);
      }
      await context.close();
    },
  );
});

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
