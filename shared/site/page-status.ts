/**
 * Which public paths exist (issue 23): the local server (dev and SERVE_BUILD) answers the rest with HTTP 404 and
 * the SPA shell, which shows the not-found page; CloudFront's viewer-request function makes the same decision
 * (infra/constructs/web.ts repeats it in the function's JavaScript, tests/infra checks the two agree).
 */

export interface KnownPages {
  /** Paths with their own page: prerendered (landing, legal, blog index and every post). */
  pages: readonly string[];
  /** Route patterns the SPA shell answers (`/editor/:projectId`): every app route but the content pages. */
  shellRoutes: readonly string[];
}

export type PageAnswer = 'page' | 'shell' | 'not-found';

/** '/blog/' -> '/blog'; '/' stays. */
export const trimSlashes = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/** How a navigation to `pathname` (no query) is answered. */
export function pageAnswer(pathname: string, known: KnownPages): PageAnswer {
  const path = trimSlashes(pathname);
  if (known.pages.includes(path)) return 'page';
  if (known.shellRoutes.some((pattern) => matches(pattern, path))) return 'shell';
  return 'not-found';
}
