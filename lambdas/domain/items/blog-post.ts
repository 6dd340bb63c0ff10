/** Keys of the blog post item (lambdas/table.ts lists every kind). */
export const blogPostKeys = {
  blogIndex: (publishedAt: string) => ({ gsi2pk: 'BLOG', gsi2sk: publishedAt }),
  blogPost: (slug: string) => ({ pk: `BLOG#${slug}`, sk: 'POST' }),
} as const;
