import type { BlogPost, BlogPostSummary } from '../../../shared/contracts/blog';
import type { StoredBlogPost } from '../items/blog-post';

/** A post as the seed writes it: the post's fields and a hash of its source file (items/blog-post.ts). */
export type BlogSource = StoredBlogPost;

export function summaryOf(post: BlogPost): BlogPostSummary {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    author: post.author,
    publishedAt: post.publishedAt,
    featuredImageUrl: post.featuredImageUrl,
  };
}
