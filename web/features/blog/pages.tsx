import { ComingSoon } from '../../components/coming-soon/ComingSoon';

export function BlogIndexPage() {
  return <ComingSoon name="Blog" purpose="Articles on email marketing for small online businesses." />;
}

export function BlogPostPage() {
  return <ComingSoon name="Blog Post" purpose="A single article from the Jungle Mail blog." />;
}
