import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { loadBlogSources } from '../blog/content';
import { deps } from '../deps';
import { seedBlog } from '../domain/blog/seed';

/**
 * Deploy step (a CloudFormation custom resource, infra/constructs/blog.ts): makes the table's posts equal
 * the content/blog files bundled with this function. Runs on create and on every update (the resource's
 * contentHash property changes with the files); on delete it leaves the posts alone.
 */
export async function handler(event: CloudFormationCustomResourceEvent) {
  const physicalResourceId = 'jungle-mail-blog-seed';
  if (event.RequestType === 'Delete') return { PhysicalResourceId: physicalResourceId };
  const result = await seedBlog(deps().ports, loadBlogSources());
  console.log(JSON.stringify({ message: 'blog seeded', ...result }));
  return {
    PhysicalResourceId: physicalResourceId,
    Data: { created: result.created.length, updated: result.updated.length, deleted: result.deleted.length },
  };
}
