import { describe, expect, it } from 'vitest';
import { fillTemplate, headTags, inlineStylesheets } from '../../../scripts/prerender/head';
import viteConfig from '../../../vite.config';
import { rssXml, sitemapXml } from '../../../scripts/prerender/feeds';
import { serializePrerenderData } from '../../../web/prerender-data';

const site = 'https://mail.example.com';
const post = {
  slug: 'a-post',
  title: 'Tom & "Jerry" <3',
  excerpt: 'An excerpt.',
  author: 'Team',
  publishedAt: '2026-01-02T09:00:00.000Z',
  featuredImageUrl: '/blog-images/a-post.svg',
};

describe('prerender head, feeds and data', () => {
  it('writes escaped title, description and absolute Open Graph URLs', () => {
    const tags = headTags(
      { title: post.title, description: post.excerpt, type: 'article', image: post.featuredImageUrl },
      `${site}/blog/a-post`,
      site,
    );
    expect(tags).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;3</title>');
    expect(tags).toContain('<meta property="og:type" content="article" />');
    expect(tags).toContain(`<meta property="og:image" content="${site}/blog-images/a-post.svg" />`);
    expect(tags).toContain(`<link rel="canonical" href="${site}/blog/a-post" />`);
  });

  it('fills the template: one title, the page HTML in #root and the data next to it', () => {
    const template =
      '<html><head><title>Jungle Mail</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>';
    const html = fillTemplate(template, {
      head: '<title>T</title>',
      preload: '',
      html: '<h1>Hi</h1>',
      data: '{}',
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('content="x"');
    expect(html).toContain('<div id="root"><h1>Hi</h1></div>');
    expect(html).toContain('<script type="application/json" id="prerender-data">{}</script>');
  });

  it("inlines the build's stylesheets, where vite.config.ts writes them, so the page paints without a CSS request", () => {
    const dir = (viteConfig as { build?: { assetsDir?: string } }).build?.assetsDir;
    const href = `/${dir}/index-abc.css`;
    const html = `<head><link rel="stylesheet" crossorigin href="${href}">\n<link rel="stylesheet" crossorigin href="/${dir}/Page-x.css" /></head>`;
    const files: Record<string, string> = {
      [href]: 'body{color:red}',
      [`/${dir}/Page-x.css`]: 'p{margin:0}</style>',
    };
    const inlined = inlineStylesheets(html, (path) => files[path] ?? '');
    expect(inlined).not.toContain('<link rel="stylesheet"');
    expect(inlined).toContain(`<style data-href="${href}">body{color:red}</style>`);
    expect(inlined).toContain('p{margin:0}<\\/style></style>');
  });

  it('embeds data that cannot close its script element', () => {
    const data = serializePrerenderData({ path: '/blog/x', data: { '/api/k': '</script><script>alert(1)' } });
    expect(data).not.toContain('</script>');
    expect(JSON.parse(data)).toEqual({ path: '/blog/x', data: { '/api/k': '</script><script>alert(1)' } });
  });

  it('writes a sitemap and an RSS 2.0 feed with absolute links', () => {
    expect(sitemapXml(site, [{ path: '/blog/a-post', lastmod: post.publishedAt }])).toContain(
      `<url><loc>${site}/blog/a-post</loc><lastmod>2026-01-02</lastmod></url>`,
    );
    const rss = rssXml(site, 'Guides', [post]);
    expect(rss).toContain('<rss version="2.0"');
    expect(rss).toContain(`<link>${site}/blog/a-post</link>`);
    expect(rss).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;3</title>');
    expect(rss).toContain('<pubDate>Fri, 02 Jan 2026 09:00:00 GMT</pubDate>');
  });
});
