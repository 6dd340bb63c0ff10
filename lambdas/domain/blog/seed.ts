import type { Store } from '../../ports';
import { deleteBlogPost, putBlogPost, queryBlogPosts } from '../items/blog-post';
import type { BlogSource } from './item';

export interface SeedResult {
  created: string[];
  updated: string[];
  deleted: string[];
  unchanged: string[];
}

/**
 * Makes the table's posts equal the repository's (content/blog): writes new and changed posts (by the
 * source file's hash), deletes posts whose file is gone, leaves the rest alone. Run twice, the second
 * run changes nothing. Used by the local stack at start and by the deploy (custom resource).
 */
export async function seedBlog(ports: { store: Store }, sources: BlogSource[]): Promise<SeedResult> {
  const stored = await queryBlogPosts(ports.store);
  const storedBySlug = new Map(stored.map((post) => [post.slug, post]));
  const result: SeedResult = { created: [], updated: [], deleted: [], unchanged: [] };
  const wanted = new Set<string>();
  for (const source of sources) {
    wanted.add(source.slug);
    const current = storedBySlug.get(source.slug);
    if (current && current.sourceHash === source.sourceHash) {
      result.unchanged.push(source.slug);
      continue;
    }
    await putBlogPost(ports.store, source);
    (current ? result.updated : result.created).push(source.slug);
  }
  for (const slug of storedBySlug.keys()) {
    if (wanted.has(slug)) continue;
    await deleteBlogPost(ports.store, slug);
    result.deleted.push(slug);
  }
  return result;
}
