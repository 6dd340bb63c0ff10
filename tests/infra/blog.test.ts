/**
 * The blog's deploy step (issue 13): a custom resource runs the seed function at deploy, again whenever
 * content/blog changes (its contentHash property), and the function's bundle carries the markdown files.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_CONTENT_DIR, BlogSeed, blogContentHash } from '../../infra/constructs/blog';
import { captureOutput } from '../support/captured-output';
import {
  actionsOfRole,
  cdkJsonContext,
  grantTargetsByName,
  refId,
  removeTempDirs,
  resourcesOf,
  synth,
  tempDir,
  type Synthesized,
} from './synth';

let s: Synthesized;
beforeAll(() => {
  s = synth();
});
afterAll(removeTempDirs);

describe('blog seed at deploy', () => {
  it('is a custom resource served by its own function, keyed on the content of content/blog', () => {
    const seeds = resourcesOf(s.json, 'Custom::JungleMailBlogSeed');
    expect(seeds).toHaveLength(1);
    const props = seeds[0]![1].Properties!;
    expect(props.contentHash).toBe(blogContentHash());
    const fnId = refId(props.ServiceToken)!;
    const fn = s.json.Resources[fnId]!;
    expect(fn.Type).toBe('AWS::Lambda::Function');
    const env = (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env).toHaveProperty('TABLE_NAME');
    const actions = actionsOfRole(s.json, refId(fn.Properties!.Role)!);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:DeleteItem']));
  });

  it('gets a new contentHash when a post is edited, added or removed (so CloudFormation runs it again)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'jm-blog-hash-'));
    try {
      cpSync(BLOG_CONTENT_DIR, dir, { recursive: true });
      const original = blogContentHash(dir);
      expect(blogContentHash(dir)).toBe(original);
      const [first] = readdirSync(dir).filter((n) => n.endsWith('.md'));
      const file = path.join(dir, first!);
      writeFileSync(file, `${readFileSync(file, 'utf8')}\nOne more line.\n`);
      const edited = blogContentHash(dir);
      expect(edited).not.toBe(original);
      writeFileSync(path.join(dir, 'new-post.md'), '---\ntitle: x\n---\n');
      expect(blogContentHash(dir)).not.toBe(edited);
      rmSync(path.join(dir, 'new-post.md'));
      expect(blogContentHash(dir)).toBe(edited);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('bundles content/blog next to the handler', async () => {
    const app = new App({ outdir: tempDir('jm-blog-bundle-'), context: cdkJsonContext() });
    const stack = new Stack(app, 'BlogBundle');
    // CDK bundles while the function is built and announces it on stderr: captured and read here (issue 23).
    const { result: assembly, lines } = await captureOutput(async () => {
      new BlogSeed(stack, 'BlogSeed', {
        environment: { STAGE: 'aws', TABLE_NAME: 'table' },
        grantTargets: grantTargetsByName(stack),
      });
      return app.synth();
    });
    expect(lines).toContain('Bundling asset BlogBundle/BlogSeed/Fn/Code/Stage...');
    const template = assembly.getStackByName('BlogBundle').template as {
      Resources: Record<string, { Type: string; Properties: { Code?: { S3Key?: string } } }>;
    };
    const fn = Object.values(template.Resources).find((r) => r.Type === 'AWS::Lambda::Function')!;
    const assetDir = path.join(
      assembly.directory,
      `asset.${fn.Properties.Code!.S3Key!.replace(/\.zip$/, '')}`,
    );
    expect(existsSync(path.join(assetDir, 'index.mjs'))).toBe(true);
    const posts = readdirSync(BLOG_CONTENT_DIR).filter((n) => n.endsWith('.md'));
    expect(posts.length).toBeGreaterThanOrEqual(5);
    for (const post of posts)
      expect(readFileSync(path.join(assetDir, 'blog', post), 'utf8')).toBe(
        readFileSync(path.join(BLOG_CONTENT_DIR, post), 'utf8'),
      );
  });
});

describe('CloudFront serves the prerendered pages', () => {
  it('rewrites prerendered paths to /_pages/<path>/index.html and other routes to the SPA shell', async () => {
    const { prerenderedPaths, spaRewriteCode } = await import('../../infra/constructs/web');
    const dist = tempDir('jm-web-prerendered-');
    mkdirSync(path.join(dist, '_pages'), { recursive: true });
    writeFileSync(
      path.join(dist, '_pages', 'pages.json'),
      JSON.stringify(['/', '/blog', '/blog/a-post', '/privacy-policy']),
    );
    const paths = prerenderedPaths(dist);
    expect(paths).toEqual(['/', '/blog', '/blog/a-post', '/privacy-policy']);
    const handler = new Function(`${spaRewriteCode(paths)}; return handler;`)() as (e: unknown) => {
      uri: string;
    };
    const rewrite = (uri: string, accept?: string) =>
      handler({ request: { uri, headers: accept ? { accept: { value: accept } } : {} } }).uri;
    expect(rewrite('/')).toBe('/_pages/index.html');
    expect(rewrite('/blog')).toBe('/_pages/blog/index.html');
    expect(rewrite('/blog/')).toBe('/_pages/blog/index.html');
    expect(rewrite('/blog/a-post', 'text/html')).toBe('/_pages/blog/a-post/index.html');
    expect(rewrite('/blog/not-built-yet')).toBe('/index.html');
    expect(rewrite('/dashboard')).toBe('/index.html');
    expect(rewrite('/rss.xml', '*/*')).toBe('/rss.xml');
    expect(rewrite('/blog-images/a-post.svg', 'image/*')).toBe('/blog-images/a-post.svg');

    const deployed = synth({ webDist: dist });
    const [fn] = resourcesOf(deployed.json, 'AWS::CloudFront::Function');
    expect(String(fn![1].Properties!.FunctionCode)).toContain('"/blog/a-post":1');
  });

  it('marks paths the app does not have and answers them 404, as the local server decides (issue 23)', async () => {
    const { notFoundStatusCode, shellRoutePaths, spaRewriteCode } =
      await import('../../infra/constructs/web');
    const { pageAnswer } = await import('../../shared/site/page-status');
    const { shellRoutePatterns } = await import('../../web/config/paths');
    const dist = tempDir('jm-web-routes-');
    mkdirSync(path.join(dist, '_pages'), { recursive: true });
    writeFileSync(path.join(dist, '_pages', 'routes.json'), JSON.stringify(shellRoutePatterns));
    const routes = shellRoutePaths(dist);
    expect(routes).toEqual(shellRoutePatterns);
    const pages = ['/', '/blog', '/blog/a-post'];
    type Request = { uri: string; headers: Record<string, { value: string }> };
    const request = new Function(`${spaRewriteCode(pages, routes)}; return handler;`)() as (
      e: unknown,
    ) => Request;
    const response = new Function(`${notFoundStatusCode()}; return handler;`)() as (e: unknown) => {
      statusCode: number;
    };
    const statusOf = (uri: string) => {
      const rewritten = request({ request: { uri, headers: { accept: { value: 'text/html' } } } });
      return response({ request: rewritten, response: { statusCode: 200, headers: {} } }).statusCode;
    };
    for (const uri of ['/blog/no-such-post', '/no-such-page', '/editor/a/b/c', '/blog/a-post/extra']) {
      expect(pageAnswer(uri, { pages, shellRoutes: routes }), uri).toBe('not-found');
      expect(statusOf(uri), uri).toBe(404);
    }
    for (const uri of ['/', '/blog/', '/blog/a-post', '/dashboard', '/editor/p1', '/editor/u/My%20Project']) {
      expect(pageAnswer(uri, { pages, shellRoutes: routes }), uri).not.toBe('not-found');
      expect(statusOf(uri), uri).toBe(200);
    }
    // Files pass through untouched; a 304 or an error from S3 keeps its status.
    expect(request({ request: { uri: '/rss.xml', headers: {} } }).headers['x-jm-page']).toBeUndefined();
    expect(
      response({
        request: { headers: { 'x-jm-page': { value: 'not-found' } } },
        response: { statusCode: 304 },
      }).statusCode,
    ).toBe(304);
    // Without routes.json (an older build) nothing is marked.
    const old = new Function(`${spaRewriteCode(pages)}; return handler;`)() as (e: unknown) => Request;
    expect(old({ request: { uri: '/no-such-page', headers: {} } }).headers['x-jm-page']).toBeUndefined();

    const deployed = synth({ webDist: dist });
    const behavior = (
      resourcesOf(deployed.json, 'AWS::CloudFront::Distribution')[0]![1].Properties!.DistributionConfig as {
        DefaultCacheBehavior: { FunctionAssociations: { EventType: string }[] };
      }
    ).DefaultCacheBehavior;
    expect(behavior.FunctionAssociations.map((a) => a.EventType).sort()).toEqual([
      'viewer-request',
      'viewer-response',
    ]);
  });
});
