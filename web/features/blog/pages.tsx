export { BlogIndexPage } from './BlogIndexPage';
export { BlogPostPage } from './BlogPostPage';
