/**
 * The pages a build knows (issue 23): the prerendered paths (dist/web/_pages/pages.json) and the app's route
 * patterns (_pages/routes.json), both written by scripts/prerender. Without routes.json (an older build) every
 * path the build did not prerender gets the SPA shell, as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageAnswer, type PageAnswer } from '../../shared/site/page-status';

function readList(file: string): string[] | undefined {
  if (!existsSync(file)) return undefined;
  const list = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : undefined;
}

/** How the build in `dir` answers a navigation to `pathname`. */
export function buildPageAnswer(dir: string): (pathname: string) => PageAnswer {
  const pages = readList(join(dir, '_pages', 'pages.json')) ?? [];
  const shellRoutes = readList(join(dir, '_pages', 'routes.json'));
  if (!shellRoutes)
    return (pathname) => (pageAnswer(pathname, { pages, shellRoutes: [] }) === 'page' ? 'page' : 'shell');
  return (pathname) => pageAnswer(pathname, { pages, shellRoutes });
}
