import { Link } from 'react-router-dom';
import type { BlogPostSummary } from '../../../shared/contracts/blog-public';
import { formatPostDate } from './blog-api';
import styles from './Blog.module.css';

/** One card of the grid (docs/product.md › Blog pages): image, title, author, date, excerpt, 'Read More'. */
export function BlogCard({ post, eager }: { post: BlogPostSummary; eager: boolean }) {
  const href = `/blog/${post.slug}`;
  const titleId = `post-${post.slug}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <img
        className={styles.cardImage}
        src={post.featuredImageUrl}
        alt=""
        width={1200}
        height={630}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={styles.cardBody}>
        <h2 id={titleId} className={styles.cardTitle}>
          <Link to={href}>{post.title}</Link>
        </h2>
        <p className={styles.meta}>
          {post.author} · <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
        </p>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <Link to={href} className={styles.readMore} aria-describedby={titleId} tabIndex={-1}>
          Read More
        </Link>
      </div>
    </article>
  );
}
