/**
 * What the build gives public paths, under `npm start` too (issue 23): Vite's dev server knows neither the feed
 * (the build writes rss.xml) nor which paths exist (its SPA fallback answers every path 200). This middleware
 * serves /rss.xml and /sitemap.xml from content/blog as the build would, and answers a navigation to an unknown
 * path with HTTP 404 (the page is still the SPA, which shows the not-found page), as SERVE_BUILD and CloudFront
 * do. vite.config.ts loads it through the dev server (ssrLoadModule), so the config's own imports stay two.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadBlogSources } from '../../lambdas/blog/content';
import { summaryOf } from '../../lambdas/domain/blog/item';
import { pageAnswer, type KnownPages } from '../../shared/site/page-status';
import { shellRoutePatterns } from '../../web/config/paths';
import { BLOG_DESCRIPTION } from '../../web/features/blog/blog-head';
import { rssXml, sitemapXml } from '../prerender/feeds';

/** The pages the build prerenders (scripts/prerender/run.ts), from the same sources. */
export function devKnownPages(): KnownPages {
  const posts = loadBlogSources().map((post) => `/blog/${post.slug}`);
  return {
    pages: ['/', '/privacy-policy', '/terms-of-service', '/blog', ...posts],
    shellRoutes: shellRoutePatterns,
  };
}

const isRead = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';

const isNavigation = (req: IncomingMessage, pathname: string) =>
  isRead(req) &&
  String(req.headers.accept ?? '').includes('text/html') &&
  !pathname.startsWith('/@') &&
  !pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');

/** Vite's index.html middleware sets 200 just before it ends the answer; this turns that into 404. */
function answerNotFound(res: ServerResponse) {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    if (!res.headersSent && res.statusCode === 200) res.statusCode = 404;
    return end(...args);
  }) as ServerResponse['end'];
}

function sendXml(req: IncomingMessage, res: ServerResponse, type: string, body: string) {
  res.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function devSiteMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const url = new URL(req.url ?? '/', 'http://local');
  const site = `http://${req.headers.host ?? 'localhost:3000'}`;
  if (isRead(req) && url.pathname === '/rss.xml')
    return sendXml(
      req,
      res,
      'application/rss+xml',
      rssXml(site, BLOG_DESCRIPTION, loadBlogSources().map(summaryOf)),
    );
  if (isRead(req) && url.pathname === '/sitemap.xml')
    return sendXml(
      req,
      res,
      'application/xml',
      sitemapXml(
        site,
        devKnownPages().pages.map((path) => ({ path })),
      ),
    );
  if (isNavigation(req, url.pathname) && pageAnswer(url.pathname, devKnownPages()) === 'not-found')
    answerNotFound(res);
  next();
}
