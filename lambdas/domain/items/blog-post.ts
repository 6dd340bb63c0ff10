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
