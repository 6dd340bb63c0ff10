/**
 * The blog's shapes and sentences without zod (shared/contracts/blog.ts holds the request schemas the lambdas
 * parse with, and re-exports these): the public blog pages import this, and zod stays off them (issue 13).
 */
export const BLOG_SEARCH_MAX = 100;

export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date-time. */
  publishedAt: string;
  /** Site-relative URL of the post's illustration. */
  featuredImageUrl: string;
}

export interface BlogPost extends BlogPostSummary {
  /** Markdown (GFM); rendered without raw HTML. */
  content: string;
}

export interface BlogListResponse {
  posts: BlogPostSummary[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export const blogNotFoundMessage = (slug: string) => `Blog post with slug ${slug} not found.`;
export const BLOG_LIST_FAILED = 'Failed to fetch blog posts. Please try again later.';
