import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { loadBlogSources } from '../blog/content';
import { deps } from '../deps';
import { seedBlog } from '../domain/blog/seed';

const PHYSICAL_ID = 'jungle-mail-blog-seed';

/**
 * Deploy step (a CloudFormation custom resource, infra/constructs/blog.ts): makes the table's posts equal
 * the content/blog files bundled with this function. Runs on create and on every update (the resource's
 * contentHash changes with the files); on delete it leaves the posts alone. It answers CloudFormation
 * itself through the pre-signed ResponseURL, failures included (a silent failure would hang the deploy).
 */
export async function handler(event: CloudFormationCustomResourceEvent): Promise<void> {
  let status: 'SUCCESS' | 'FAILED' = 'SUCCESS';
  let reason = 'ok';
  let data: Record<string, number> = {};
  try {
    if (event.RequestType !== 'Delete') {
      const result = await seedBlog(deps().ports, loadBlogSources());
      console.log(JSON.stringify({ message: 'blog seeded', ...result }));
      data = {
        created: result.created.length,
        updated: result.updated.length,
        deleted: result.deleted.length,
      };
      reason = `blog: ${data.created} added, ${data.updated} updated, ${data.deleted} removed`;
    }
  } catch (error) {
    console.error('blog seed failed', error);
    status = 'FAILED';
    reason = error instanceof Error ? error.message.slice(0, 500) : 'blog seed failed';
  }
  const body = JSON.stringify({
    Status: status,
    Reason: reason,
    PhysicalResourceId: PHYSICAL_ID,
    StackId: event.StackId,
    RequestId: event.RequestId,
    LogicalResourceId: event.LogicalResourceId,
    Data: data,
  });
  await fetch(event.ResponseURL, {
    method: 'PUT',
    body,
    headers: { 'content-type': '', 'content-length': String(Buffer.byteLength(body)) },
  });
}
