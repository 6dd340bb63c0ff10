/**
 * `npm run build`, last step: prerenders the public pages (landing, legal pages, blog index, every post)
 * into static HTML under dist/web/_pages/, which the SPA hydrates; writes sitemap.xml and rss.xml. The
 * local server (SERVE_BUILD=1) and CloudFront serve _pages/<path>/index.html for those paths.
 * SITE_URL (default http://localhost:3000) makes the absolute URLs of canonical, og:url, sitemap and feed;
 * `npm run deploy` (scripts/deploy) sets it to the stack's site URL, and the CDK app refuses a build that
 * names localhost (infra/site-url.ts). PRERENDER_DIST (default dist) says where the build is.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadBlogSources } from '../../lambdas/blog/content';
import { summaryOf } from '../../lambdas/domain/blog/item';
import { pageOf } from '../../lambdas/domain/blog/list';
import { BLOG_DESCRIPTION, BLOG_TITLE, postHead } from '../../web/features/blog/blog-head';
import { documentTitleFor, shellRoutePatterns } from '../../web/config/paths';
import { BLOG_INDEX_SEARCH, blogListPath, blogPostPath } from '../../web/features/blog/blog-api';
import { serializePrerenderData, type PrerenderData } from '../../web/prerender-data';
import { rssXml, sitemapXml } from './feeds';
import { fillTemplate, headTags, inlineStylesheets, type PageHead } from './head';
import { routeStylesheets, type Manifest } from './manifest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const built = process.env.PRERENDER_DIST ?? join(root, 'dist');
const dist = join(built, 'web');
const site = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const LANDING_DESCRIPTION =
  'Jungle Mail sets up automated and promotional email marketing on your own domain, step by step, with a friendly monkey guide.';

interface PageSpec {
  path: string;
  module: string;
  head: PageHead;
  data: PrerenderData['data'];
  readsSearch?: PrerenderData['readsSearch'];
  lastmod?: string;
}

const { renderPage } = (await import(pathToFileURL(join(built, 'server', 'entry-server.js')).href)) as {
  renderPage: (input: { path: string; data: PrerenderData['data'] }) => Promise<string>;
};
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const posts = loadBlogSources();
const summaries = posts.map(summaryOf);

const pages: PageSpec[] = [
  {
    path: '/',
    module: 'features/landing/LandingPage.tsx',
    head: { title: documentTitleFor('/'), description: LANDING_DESCRIPTION, type: 'website' },
    data: {},
  },
  {
    path: '/privacy-policy',
    module: 'features/legal/PrivacyPolicyPage.tsx',
    head: {
      title: documentTitleFor('/privacy-policy'),
      description: 'How Jungle Mail handles your data.',
      type: 'website',
    },
    data: {},
  },
  {
    path: '/terms-of-service',
    module: 'features/legal/TermsOfServicePage.tsx',
    head: {
      title: documentTitleFor('/terms-of-service'),
      description: 'The terms of using Jungle Mail.',
      type: 'website',
    },
    data: {},
  },
  {
    path: '/blog',
    module: 'features/blog/BlogIndexPage.tsx',
    head: {
      title: BLOG_TITLE,
      description: BLOG_DESCRIPTION,
      type: 'website',
      image: summaries[0]?.featuredImageUrl,
    },
    data: { [blogListPath('', 1)]: pageOf(summaries, 1) },
    readsSearch: Object.values(BLOG_INDEX_SEARCH),
    lastmod: summaries[0]?.publishedAt,
  },
  ...posts.map((post) => {
    const { sourceHash: _hash, ...clean } = post;
    const head = postHead(post);
    return {
      path: `/blog/${post.slug}`,
      module: 'features/blog/BlogPostPage.tsx',
      head: { ...head, type: 'article' as const, publishedAt: post.publishedAt },
      data: { [blogPostPath(post.slug)]: clean },
      lastmod: post.publishedAt,
    };
  }),
];

const out = join(dist, '_pages');
rmSync(out, { recursive: true, force: true });
for (const page of pages) {
  const html = await renderPage({ path: page.path, data: page.data });
  // A boundary revealed by script ($RC) would paint the page's content late; the build refuses it.
  if (html.includes('$RC('))
    throw new Error(`Prerender of ${page.path} left content for a script to reveal.`);
  const file = join(out, page.path === '/' ? '' : page.path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  const filled = fillTemplate(template, {
    head: headTags(page.head, new URL(page.path, site).href, site),
    preload: routeStylesheets(manifest, page.module, template),
    html,
    data: serializePrerenderData({ path: page.path, data: page.data, readsSearch: page.readsSearch }),
  });
  // No modulepreload hints: on a prerendered page the scripts only hydrate what is already painted, so they
  // should not compete with the first paint for a slow connection's bandwidth.
  const withoutPreloads = filled.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  writeFileSync(
    file,
    inlineStylesheets(withoutPreloads, (href) => readFileSync(join(dist, href), 'utf8')),
  );
}
writeFileSync(join(out, 'pages.json'), `${JSON.stringify(pages.map((p) => p.path))}\n`);
// The app routes the SPA shell answers; any other path is a 404 (shared/site/page-status.ts, CloudFront's function).
writeFileSync(join(out, 'routes.json'), `${JSON.stringify(shellRoutePatterns)}\n`);
writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(site, pages));
writeFileSync(join(dist, 'rss.xml'), rssXml(site, BLOG_DESCRIPTION, summaries));
console.log(
  `prerendered ${pages.length} pages into dist/web/_pages; wrote sitemap.xml and rss.xml (${site})`,
);
