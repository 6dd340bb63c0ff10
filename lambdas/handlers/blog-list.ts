import { blogListQuerySchema } from '../../shared/contracts/blog';
import { listBlogPosts } from '../domain/blog/list';
import { httpRoute } from '../http/route';

/** GET /api/blog?q=&page= (public): posts newest first, searched over title and excerpt, one page. */
export const handler = httpRoute({
  id: 'blogList',
  contract: { query: blogListQuerySchema },
  handle: ({ query, ports }) => listBlogPosts(ports, { q: query.q, page: query.page }),
});
