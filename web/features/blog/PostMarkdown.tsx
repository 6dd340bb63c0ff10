import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../components/ui/Spinner';
import { readPrerenderData } from '../../prerender-data';
import styles from './Blog.module.css';

const MarkdownBody = lazy(() => import('./Markdown'));

const BODY_ID = 'post-body';
const captured = new Map<string, string>();

/**
 * The HTML react-markdown produced for this post at build time (scripts/prerender), when this page load
 * is that prerendered post: the browser keeps it as it is instead of downloading the markdown renderer
 * (~50 kB gzipped) to render the same thing again. Read once per slug, so StrictMode's second render and
 * a later visit agree. Null on the server and on every other post.
 */
function prerenderedBody(slug: string): string | null {
  if (typeof document === 'undefined') return null;
  const known = captured.get(slug);
  if (known !== undefined) return known;
  const data = readPrerenderData(document);
  const element = document.getElementById(BODY_ID);
  if (data?.path !== `/blog/${slug}` || element?.dataset.slug !== slug) return null;
  captured.set(slug, element.innerHTML);
  return element.innerHTML;
}

/** A post's markdown (react-markdown + GFM, no raw HTML); loaded with the post page's first render. */
export function PostMarkdown({ slug, markdown }: { slug: string; markdown: string }) {
  const [html] = useState(() => prerenderedBody(slug));
  if (html !== null)
    return (
      <div
        id={BODY_ID}
        data-slug={slug}
        className={styles.prose}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  return (
    <div id={BODY_ID} data-slug={slug} className={styles.prose}>
      <Suspense fallback={<Spinner label="Loading post…" />}>
        <MarkdownBody markdown={markdown} />
      </Suspense>
    </div>
  );
}
