import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BLOG_LIST_FAILED, BLOG_SEARCH_MAX } from '../../../shared/contracts/blog-public';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Spinner } from '../../components/ui/Spinner';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration';
import { BlogCard } from './BlogCard';
import { BLOG_INDEX_SEARCH, useBlogList } from './blog-api';
import { BLOG_DESCRIPTION, BLOG_TITLE } from './blog-head';
import { useDocumentHead } from './use-document-head';
import styles from './Blog.module.css';

const SEARCH_DELAY_MS = 250;

/** Page number from ?page=, 1 when absent or not a positive whole number. */
function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** /blog (docs/product.md › Blog pages): search box and a card grid; the search and the page live in the address. */
export function BlogIndexPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get(BLOG_INDEX_SEARCH.q) ?? '';
  const page = pageParam(params.get(BLOG_INDEX_SEARCH.page));
  const [typed, setTyped] = useState(q);
  const searchBox = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchBox, typed, setTyped);
  const list = useBlogList(q.trim(), page);
  usePageReady(!list.isPending);
  useDocumentHead({ title: BLOG_TITLE, description: BLOG_DESCRIPTION, type: 'website' });

  // The typed text reaches the address (and the query) after a short pause.
  useEffect(() => {
    if (typed === q) return;
    const timer = window.setTimeout(() => {
      setParams(typed.trim() ? { q: typed } : {}, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, q, setParams]);

  const goTo = (next: number) => {
    setParams({ ...(q ? { q } : {}), page: String(next) });
    window.scrollTo({ top: 0 });
  };
  const data = list.data;

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>Jungle Mail Blog</h1>
        <p>{BLOG_DESCRIPTION}</p>
      </header>
      <div role="search" className={styles.search}>
        <Field label="Search posts">
          <Input
            ref={searchBox}
            type="search"
            value={typed}
            maxLength={BLOG_SEARCH_MAX}
            placeholder="Search by title or summary"
            onChange={(event) => setTyped(event.target.value)}
          />
        </Field>
      </div>
      {list.isError && !data ? (
        <div className={styles.error} role="alert">
          <p>{BLOG_LIST_FAILED}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        </div>
      ) : !data ? (
        <div className={styles.loading}>
          <Spinner size="lg" label="Loading posts…" />
        </div>
      ) : data.posts.length === 0 && data.total > 0 ? (
        <p className={styles.empty} role="status">
          {`There is no page ${page}; the posts${q ? ` matching “${q}”` : ''} fill ${data.totalPages === 1 ? 'one page' : `${data.totalPages} pages`}. `}
          <Link to={q ? `?${new URLSearchParams({ q }).toString()}` : '.'}>Go to the first page</Link>
        </p>
      ) : data.posts.length === 0 ? (
        <p className={styles.empty} role="status">
          {q ? `No posts match “${q}”.` : 'No posts yet.'}
        </p>
      ) : (
        <>
          <p className="sr-only" role="status">
            {q ? `${data.total} ${data.total === 1 ? 'post matches' : 'posts match'} “${q}”.` : ''}
          </p>
          <ul className={styles.grid} aria-busy={list.isFetching}>
            {data.posts.map((post, index) => (
              <li key={post.slug}>
                <BlogCard post={post} eager={index < 2} />
              </li>
            ))}
          </ul>
          {data.totalPages > 1 && (
            <nav className={styles.pager} aria-label="Blog pages">
              <Button variant="outline" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                Previous
              </Button>
              <span>
                Page {data.page} of {data.totalPages}
              </span>
              <Button variant="outline" disabled={page >= data.totalPages} onClick={() => goTo(page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}
      {list.isError && data && (
        <p className={styles.error} role="alert">
          {BLOG_LIST_FAILED}{' '}
          <Button variant="ghost" size="sm" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        </p>
      )}
      <p className={styles.feed}>
        <Link to="/rss.xml" reloadDocument>
          RSS feed
        </Link>
      </p>
    </div>
  );
}
