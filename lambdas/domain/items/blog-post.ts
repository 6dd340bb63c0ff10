import * as z from 'zod';
import type { BlogPost } from '../../../shared/contracts/blog';
import type { Item, Store } from '../../ports/store';
import { parseStored } from './item-kind';
import type { ItemKind } from './item-kind';

/** Keys of the blog post item (lambdas/table.ts lists every kind). */
export const blogPostKeys = {
  blogIndex: (publishedAt: string) => ({ gsi2pk: 'BLOG', gsi2sk: publishedAt }),
  blogPost: (slug: string) => ({ pk: `BLOG#${slug}`, sk: 'POST' }),
} as const;

export const blogPostKind: ItemKind = {
  name: 'blog-post',
  patterns: [
    { what: 'blog posts by publish date', key: 'gsi2 BLOG gsi2sk {publishedAt}' },
    { what: 'blog post by slug', key: 'pk BLOG#{slug} sk POST' },
  ],
};

/** A post as stored: the post's fields and a hash of its source file (sha256 of the markdown file). */
export interface StoredBlogPost extends BlogPost {
  /** The seed rewrites a post only when it changed. */
  sourceHash: string;
}

/** Lenient like the reader it replaces: every field as text (String of what is stored; content '' when missing). */
const asText = z
  .unknown()
  .optional()
  .transform((value) => String(value));
const blogPostSchema = z.object({
  slug: asText,
  title: asText,
  excerpt: asText,
  content: z
    .unknown()
    .optional()
    .transform((value) => String(value ?? '')),
  author: asText,
  publishedAt: asText,
  featuredImageUrl: asText,
});

const storedBlogPostSchema = blogPostSchema.extend({ sourceHash: z.string().optional().catch(undefined) });

export function parseBlogPost(item: Item): BlogPost {
  return parseStored('blog-post', blogPostSchema, item);
}

/** A post's item: the post, its keys (by slug, and on the BLOG index by publish date), its source hash. */
export function toBlogPostItem(post: StoredBlogPost): Item {
  return {
    ...blogPostKeys.blogPost(post.slug),
    ...blogPostKeys.blogIndex(post.publishedAt),
    type: 'blogPost',
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    author: post.author,
    publishedAt: post.publishedAt,
    featuredImageUrl: post.featuredImageUrl,
    sourceHash: post.sourceHash,
  };
}

/** Every post on the BLOG index (one query: a blog has tens of posts), by publish date. */
export async function queryBlogPosts(
  store: Store,
  order: { newestFirst?: boolean } = {},
): Promise<(BlogPost & { sourceHash?: string | undefined })[]> {
  const items = await store.query({
    index: 'gsi2',
    partition: blogPostKeys.blogIndex('').gsi2pk,
    ...(order.newestFirst ? { ascending: false } : {}),
  });
  return items.map((item) => parseStored('blog-post', storedBlogPostSchema, item));
}

/** One post by slug, or undefined. */
export async function getBlogPost(store: Store, slug: string): Promise<BlogPost | undefined> {
  const item = await store.get(blogPostKeys.blogPost(slug));
  return item ? parseBlogPost(item) : undefined;
}

export async function putBlogPost(store: Store, post: StoredBlogPost): Promise<void> {
  await store.put(toBlogPostItem(post));
}

export async function deleteBlogPost(store: Store, slug: string): Promise<void> {
  await store.delete(blogPostKeys.blogPost(slug));
}
