import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import styles from './Blog.module.css';

/** Links leaving the site say so to no one but behave as usual; wide blocks scroll and can be focused. */
const components: Components = {
  a: ({ href, children }) => {
    const external = href !== undefined && /^https?:\/\//.test(href);
    return (
      <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  },
  pre: ({ children }) => <pre tabIndex={0}>{children}</pre>,
  table: ({ children }) => (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Table">
      <table>{children}</table>
    </div>
  ),
};

/** A post's markdown rendered by react-markdown with GFM (tables, lists, code); raw HTML is dropped. */
export default function PostMarkdownBody({ markdown }: { markdown: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
      {markdown}
    </Markdown>
  );
}
