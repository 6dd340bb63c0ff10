import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import styles from './Blog.module.css';

/** Links leaving the site open as usual but say so to assistive technology; no raw HTML is ever rendered. */
const components: Components = {
  a: ({ href, children }) => {
    const external = href !== undefined && /^https?:\/\//.test(href);
    return (
      <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  },
  table: ({ children }) => (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Table">
      <table>{children}</table>
    </div>
  ),
};

/** A post's markdown (GFM: tables, lists, code), with raw HTML dropped (skipHtml). */
export function PostMarkdown({ markdown }: { markdown: string }) {
  return (
    <div className={styles.prose}>
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {markdown}
      </Markdown>
    </div>
  );
}
