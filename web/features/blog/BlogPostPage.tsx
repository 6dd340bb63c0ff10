import { Link, useParams } from 'react-router-dom';
import { blogNotFoundMessage } from '../../../shared/contracts/blog-public';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { BlogRequestError, formatPostDate, useBlogPost } from './blog-api';
import { postHead } from './blog-head';
import { PostMarkdown } from './PostMarkdown';
import { useDocumentHead } from './use-document-head';
import styles from './Blog.module.css';

function BackLink() {
  return (
    <Link to="/blog" className={styles.back}>
      <span aria-hidden="true">← </span>Back to Blog
    </Link>
  );
}

/** /blog/{slug} (docs/product.md › Blog pages): featured image, title, author, date, the markdown, a link back to /blog. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);
  usePageReady(!post.isPending);
  useDocumentHead(post.data ? postHead(post.data) : null);

  if (post.isError) {
    const missing = post.error instanceof BlogRequestError && post.error.status === 404;
    return (
      <div className={styles.article}>
        <BackLink />
        <div className={styles.error} role="alert">
          {missing ? (
            <h1 className={styles.notFound}>{blogNotFoundMessage(slug)}</h1>
          ) : (
            <>
              <p>Could not load this post. Please try again later.</p>
              <Button variant="outline" onClick={() => void post.refetch()}>
                Try Again
              </Button>
            </>
          )}
        </div>
      </div>
    );
  }
  if (!post.data)
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label="Loading post…" />
      </div>
    );

  const { title, author, publishedAt, featuredImageUrl, content } = post.data;
  return (
    <article className={styles.article}>
      <BackLink />
      <img
        className={styles.hero}
        src={featuredImageUrl}
        alt=""
        width={1200}
        height={630}
        fetchPriority="high"
      />
      <header className={styles.postHeader}>
        <h1>{title}</h1>
        <p className={styles.meta}>
          {author} · <time dateTime={publishedAt}>{formatPostDate(publishedAt)}</time>
        </p>
      </header>
      <PostMarkdown key={post.data.slug} slug={post.data.slug} markdown={content} />
      <p>
        <BackLink />
      </p>
    </article>
  );
}
