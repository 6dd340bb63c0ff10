import {
  BLOG_PAGE_SIZE,
  blogNotFoundMessage,
  type BlogListResponse,
  type BlogPost,
  type BlogPostSummary,
} from '../../../shared/contracts/blog';
import type { Store } from '../../ports';
import { DomainError } from '../errors';
import { getBlogPost as getStoredBlogPost, queryBlogPosts } from '../items/blog-post';
import { summaryOf } from './item';

/**
 * Blog reads (docs/product.md › Blog pages: "blog_posts: all ordered by published_at descending; one by slug"). The list is
 * one query on the BLOG index, newest first; the search (over title and excerpt, case-insensitive, every
 * word must match) and the paging run over that result: a blog has tens of posts, not thousands.
 */
export async function listBlogPosts(
  ports: { store: Store },
  input: { q?: string; page?: number },
): Promise<BlogListResponse> {
  const posts = await queryBlogPosts(ports.store, { newestFirst: true });
  const words = (input.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const matching = posts.filter((post) => matches(post, words)).map(summaryOf);
  return pageOf(matching, input.page ?? 1);
}

export function matches(post: BlogPostSummary, words: string[]): boolean {
  const haystack = `${post.title}\n${post.excerpt}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function pageOf(posts: BlogPostSummary[], page: number): BlogListResponse {
  const totalPages = Math.max(1, Math.ceil(posts.length / BLOG_PAGE_SIZE));
  const start = (page - 1) * BLOG_PAGE_SIZE;
  return {
    posts: posts.slice(start, start + BLOG_PAGE_SIZE),
    page,
    pageSize: BLOG_PAGE_SIZE,
    total: posts.length,
    totalPages,
  };
}

/** One post by slug; a missing one is a 404 in the spec's words. */
export async function getBlogPost(ports: { store: Store }, slug: string): Promise<BlogPost> {
  const post = await getStoredBlogPost(ports.store, slug);
  if (!post) throw new DomainError('not_found', 'blog_post_not_found', blogNotFoundMessage(slug));
  return post;
}
