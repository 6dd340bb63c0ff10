import * as z from 'zod/mini';
import { BLOG_SEARCH_MAX } from './blog-public';

/**
 * The blog (docs/product.md › Blog pages): public reads, newest first, a search over title and
 * excerpt, pages of BLOG_PAGE_SIZE. The request schemas the lambdas parse with; the shapes and sentences the
 * public pages use live in blog-public.ts (no zod) and are re-exported here.
 */
export const BLOG_PAGE_SIZE = 9;

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

export {
  BLOG_LIST_FAILED,
  BLOG_SEARCH_MAX,
  blogNotFoundMessage,
  type BlogListResponse,
  type BlogPost,
  type BlogPostSummary,
} from './blog-public';
