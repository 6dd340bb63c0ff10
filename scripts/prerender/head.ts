/** The <head> of a prerendered page: title, description, canonical URL and Open Graph tags. */
export interface PageHead {
  title: string;
  description: string;
  type: 'website' | 'article';
  /** Site-relative image path. */
  image?: string;
  publishedAt?: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function headTags(head: PageHead, url: string, site: string): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', 'Jungle Mail'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:url', url),
    ...(head.image ? [meta('property', 'og:image', new URL(head.image, site).href)] : []),
    ...(head.publishedAt ? [meta('property', 'article:published_time', head.publishedAt)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
  ].join('\n    ');
}

/** index.html with the page's head tags, its route's CSS and JS hints, its HTML and its data. */
export function fillTemplate(
  template: string,
  page: { head: string; preload: string; html: string; data: string },
): string {
  const withHead = template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/s, '')
    .replace('</head>', `    ${page.head}\n    ${page.preload}\n  </head>`);
  if (!withHead.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
  return withHead.replace(
    '<div id="root"></div>',
    `<div id="root">${page.html}</div>\n    <script type="application/json" id="prerender-data">${page.data}</script>`,
  );
}

/**
 * Inlines the page's stylesheets (a few kB): the static HTML paints without waiting for a CSS request,
 * which is most of a prerendered page's first paint on a slow connection. The CSP allows inline styles.
 * The build writes its files under /static/ (vite.config.ts `assetsDir`; tests/unit/scripts checks they agree).
 */
export function inlineStylesheets(html: string, read: (path: string) => string): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="(\/static\/[^"]+\.css)"\s*\/?>/g,
    (_link, href: string) =>
      `<style data-href="${href}">${read(href).replace(/<\/style/gi, '<\\/style')}</style>`,
  );
}
