import type { BlogPost } from '../../../shared/contracts/blog-public';
import type { DocumentHead } from './use-document-head';

export const BLOG_TITLE = 'Blog · Jungle Mail';
export const BLOG_DESCRIPTION =
  'Plain-spoken guides to email marketing for small online shops: deliverability, welcome series, win-back emails, design that survives every inbox.';

export function postHead(post: Pick<BlogPost, 'title' | 'excerpt' | 'featuredImageUrl'>): DocumentHead {
  return {
    title: `${post.title} · Jungle Mail Blog`,
    description: post.excerpt,
    type: 'article',
    image: post.featuredImageUrl,
  };
}
