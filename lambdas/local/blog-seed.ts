import { loadBlogSources } from '../blog/content';
import type { Deps } from '../deps';
import { seedBlog } from '../domain/blog/seed';

/** At every local start: the table's posts become content/blog's (as the deploy's custom resource does). */
export async function seedLocalBlog(deps: Deps, quiet: boolean): Promise<void> {
  const result = await seedBlog(deps.ports, loadBlogSources());
  const changed = result.created.length + result.updated.length + result.deleted.length;
  if (!quiet && changed > 0)
    console.log(
      `blog: ${result.created.length} added, ${result.updated.length} updated, ${result.deleted.length} removed`,
    );
}
