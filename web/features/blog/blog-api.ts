/**
 * The blog's reads (GET /api/blog, GET /api/blog/{slug}): public, so a plain fetch with no session and no
 * Amplify. Query keys are shared with the prerender, which fills the cache before the first render.
 */
import { useQuery } from '@tanstack/react-query';
import type { BlogListResponse, BlogPost } from '../../../shared/contracts/blog';

export const blogKeys = {
  list: (q: string, page: number) => ['blog', 'list', q, page] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
};

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

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (!response.ok) {
    const message = typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`;
    throw new BlogRequestError(response.status, message);
  }
  return body as T;
}

export function blogListPath(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  params.set('page', String(page));
  return `/api/blog?${params.toString()}`;
}

export function useBlogList(q: string, page: number) {
  return useQuery({
    queryKey: blogKeys.list(q, page),
    queryFn: () => getJson<BlogListResponse>(blogListPath(q, page)),
    placeholderData: (previous) => previous,
  });
}

export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: blogKeys.post(slug),
    queryFn: () => getJson<BlogPost>(`/api/blog/${encodeURIComponent(slug)}`),
    retry: (count, error) => !(error instanceof BlogRequestError && error.status === 404) && count < 2,
  });
}

/** 'Nov 2, 2026' (spec 2's date format), in UTC so the server's prerender and the browser agree. */
export function formatPostDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}
