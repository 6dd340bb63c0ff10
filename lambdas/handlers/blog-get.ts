import { blogPostParamsSchema } from '../../shared/contracts/blog';
import { getBlogPost } from '../domain/blog/list';
import { httpRoute } from '../http/route';

/** GET /api/blog/{slug} (public): one post; 404 'Blog post with slug ... not found.' when missing. */
export const handler = httpRoute({
  id: 'blogGet',
  contract: { params: blogPostParamsSchema },
  handle: ({ params, ports }) => getBlogPost(ports, params.slug),
});
