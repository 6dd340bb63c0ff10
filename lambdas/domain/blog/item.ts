import type { BlogPost, BlogPostSummary } from '../../../shared/contracts/blog';
import type { Item } from '../../ports/store';
import { keys } from '../../table';

/** A post as the seed writes it: the post's fields, its keys and a hash of its source file. */
export interface BlogSource extends BlogPost {
  /** sha256 of the markdown file: the seed rewrites a post only when it changed. */
  sourceHash: string;
}

export function toItem(post: BlogSource): Item {
  return {
    ...keys.blogPost(post.slug),
    ...keys.blogIndex(post.publishedAt),
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

export function fromItem(item: Item): BlogPost {
  return {
    slug: String(item.slug),
    title: String(item.title),
    excerpt: String(item.excerpt),
    content: String(item.content ?? ''),
    author: String(item.author),
    publishedAt: String(item.publishedAt),
    featuredImageUrl: String(item.featuredImageUrl),
  };
}

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
