import type { BlogPostSummary } from '../../shared/contracts/blog-public';
import { escapeHtml } from './head';

/** sitemap.xml: every prerendered page, posts with their publish date. */
export function sitemapXml(site: string, pages: { path: string; lastmod?: string }[]): string {
  const urls = pages.map(
    (page) =>
      `  <url><loc>${escapeHtml(new URL(page.path, site).href)}</loc>${page.lastmod ? `<lastmod>${page.lastmod.slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** rss.xml (RSS 2.0): the posts, newest first. */
export function rssXml(site: string, description: string, posts: BlogPostSummary[]): string {
  const items = posts.map((post) => {
    const link = new URL(`/blog/${post.slug}`, site).href;
    return [
      '    <item>',
      `      <title>${escapeHtml(post.title)}</title>`,
      `      <link>${escapeHtml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(link)}</guid>`,
      `      <description>${escapeHtml(post.excerpt)}</description>`,
      `      <author>noreply@junglemail.example (${escapeHtml(post.author)})</author>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    '    <title>Jungle Mail Blog</title>',
    `    <link>${escapeHtml(new URL('/blog', site).href)}</link>`,
    `    <atom:link href="${escapeHtml(new URL('/rss.xml', site).href)}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeHtml(description)}</description>`,
    '    <language>en</language>',
    ...(posts[0]
      ? [`    <lastBuildDate>${new Date(posts[0].publishedAt).toUTCString()}</lastBuildDate>`]
      : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
