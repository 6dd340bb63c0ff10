/**
 * The blog's reads (GET /api/blog, GET /api/blog/{slug}): public, so a plain fetch with no session, no
 * Amplify and no React Query (use-public-resource.ts says why). The API paths are the cache keys, shared with
 * the prerender, which embeds the answers a page was rendered from.
 */
import type { BlogListResponse, BlogPost } from '../../../shared/contracts/blog-public';
import { usePublicResource } from './use-public-resource';

/** An answer other than 2xx: its status and the server's sentence. */
export class BlogRequestError extends Error {
  override name = 'BlogRequestError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' }, signal });
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (!response.ok) {
    const message = typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`;
    throw new BlogRequestError(response.status, message);
  }
  return body as T;
}

/**
 * The address parameters the blog index reads (?q= search, ?page=). The prerendered /blog is the unsearched first
 * page, so with either in the address the page is rendered afresh rather than hydrated (web/prerender-data.ts).
 */
export const BLOG_INDEX_SEARCH = { q: 'q', page: 'page' } as const;

export function blogListPath(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  params.set('page', String(page));
  return `/api/blog?${params.toString()}`;
}

export function blogPostPath(slug: string): string {
  return `/api/blog/${encodeURIComponent(slug)}`;
}

/** Never retry a 4xx (it will not change); try other failures once more (as the app's React Query policy). */
const retryOnce = (failures: number, error: unknown) =>
  !(error instanceof BlogRequestError && error.status >= 400 && error.status < 500) && failures < 1;

export function useBlogList(q: string, page: number) {
  const path = blogListPath(q, page);
  return usePublicResource(path, (signal) => getJson<BlogListResponse>(path, signal), {
    keepPrevious: true,
    retry: retryOnce,
  });
}

export function useBlogPost(slug: string) {
  const path = blogPostPath(slug);
  return usePublicResource(path, (signal) => getJson<BlogPost>(path, signal), {
    retry: (failures, error) => !(error instanceof BlogRequestError && error.status === 404) && failures < 2,
  });
}

/** 'Nov 2, 2026' (the date format of docs/product.md › Blog pages), in UTC so the server's prerender and the browser agree. */
export function formatPostDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}
