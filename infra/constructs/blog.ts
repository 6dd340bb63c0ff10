/**
 * The blog's deploy step (issue 13): a custom resource whose function makes the table's posts equal the
 * markdown files of content/blog, bundled with it (lambdas/handlers/blog-seed.ts). Its `contentHash`
 * property is a hash of those files, so CloudFormation runs it again exactly when a post was added,
 * edited or removed. The function answers CloudFormation itself (no provider framework, no extra
 * function).
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CustomResource } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { AppFunction, REPO_ROOT } from './function';
import type { GrantTargets } from './grants';

export const BLOG_CONTENT_DIR = path.join(REPO_ROOT, 'content', 'blog');

/** sha256 over the names and bytes of content/blog's markdown files. */
export function blogContentHash(dir = BLOG_CONTENT_DIR): string {
  const hash = createHash('sha256');
  for (const name of fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.md'))
    .sort()) {
    hash
      .update(name)
      .update('\0')
      .update(fs.readFileSync(path.join(dir, name)))
      .update('\0');
  }
  return hash.digest('hex');
}

export interface BlogSeedProps {
  environment: Record<string, string>;
  grantTargets: GrantTargets;
}

export class BlogSeed extends Construct {
  readonly fn: AppFunction;
  readonly resource: CustomResource;

  constructor(scope: Construct, id: string, props: BlogSeedProps) {
    super(scope, id);
    this.fn = new AppFunction(this, 'Fn', {
      def: {
        id: 'blogSeed',
        handler: 'blog-seed.ts',
        grants: ['table:read', 'table:write'],
        timeoutSeconds: 60,
      },
      environment: props.environment,
      grantTargets: props.grantTargets,
      afterBundling: (inputDir, outputDir) => [`cp -R "${inputDir}/content/blog" "${outputDir}/blog"`],
    });
    this.resource = new CustomResource(this, 'Run', {
      serviceToken: this.fn.functionArn,
      resourceType: 'Custom::JungleMailBlogSeed',
      properties: { contentHash: blogContentHash() },
    });
  }
}
