import * as z from 'zod/mini';

/**
 * The blog (spec 2 §2 Blog, §3 blog_posts, §7): public reads, newest first, a search over title and
 * excerpt, pages of BLOG_PAGE_SIZE. zod/mini: the blog pages load it, and public pages stay small.
 */
export const BLOG_PAGE_SIZE = 9;
export const BLOG_SEARCH_MAX = 100;

export const blogSlugSchema = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(120));

export const blogListQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(BLOG_SEARCH_MAX))),
  page: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9][0-9]{0,5}$/)),
      z.transform((value) => Number(value)),
    ),
  ),
});

export const blogPostParamsSchema = z.object({ slug: z.string().check(z.minLength(1), z.maxLength(200)) });

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
