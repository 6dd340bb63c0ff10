/**
 * The blog over HTTP (issue 13; docs/product.md › Blog pages): GET /api/blog (newest first, search
 * over title and excerpt, pages) and GET /api/blog/{slug}, against the posts the stack seeded from
 * content/blog at start; and the seed itself (idempotent, follows edits and deletions on disk).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DynamoStore } from '../../../lambdas/adapters/aws/dynamo-store';
import { defaultBlogDir, loadBlogSources } from '../../../lambdas/blog/content';
import { seedBlog } from '../../../lambdas/domain/blog/seed';
import { BLOG_PAGE_SIZE, type BlogListResponse, type BlogPost } from '../../../shared/contracts/blog';
import { call, rawCall } from '../helpers/api';

const { env } = inject('stack');
const dynamo = new DynamoDBClient({
  endpoint: env.AWS_ENDPOINT_DYNAMODB,
  region: env.AWS_REGION,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const store = new DynamoStore(dynamo, env.TABLE_NAME as string);
const repoPosts = loadBlogSources();
const temps: string[] = [];

/** A copy of content/blog to edit, as someone editing the repository would. */
function contentCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'jm-blog-'));
  temps.push(dir);
  cpSync(defaultBlogDir(), dir, { recursive: true });
  return dir;
}

afterAll(async () => {
  await seedBlog({ store }, repoPosts); // back to the repository's posts
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
  dynamo.destroy();
});

const list = (query = '') => call<BlogListResponse>(`/api/blog${query}`);

describe('GET /api/blog', () => {
  it('lists the seeded posts newest first, without their content, no token needed', async () => {
    expect(repoPosts.length).toBeGreaterThanOrEqual(5);
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(repoPosts.length);
    expect(res.body.posts.map((p) => p.slug)).toEqual(repoPosts.slice(0, BLOG_PAGE_SIZE).map((p) => p.slug));
    const dates = res.body.posts.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.body.posts[0]).toEqual({
      slug: repoPosts[0]?.slug,
      title: repoPosts[0]?.title,
      excerpt: repoPosts[0]?.excerpt,
      author: repoPosts[0]?.author,
      publishedAt: repoPosts[0]?.publishedAt,
      featuredImageUrl: repoPosts[0]?.featuredImageUrl,
    });
  });

  it('searches title and excerpt, case-insensitively, every word must match', async () => {
    const byTitle = await list('?q=DMARC');
    expect(byTitle.body.posts.map((p) => p.slug)).toEqual(['spf-dkim-dmarc-explained']);
    // "quiet" is only in the win-back post's excerpt, not in its title
    const byExcerpt = await list('?q=quiet%20customer');
    expect(byExcerpt.body.posts.map((p) => p.slug)).toEqual(['win-back-emails']);
    // a word only in a post's body is not searched
    const bodyOnly = await list('?q=feedback-smtp');
    expect(bodyOnly.body).toMatchObject({ posts: [], total: 0, totalPages: 1 });
    const none = await list('?q=dmarc%20welcome');
    expect(none.body.total).toBe(0);
  });

  it('answers 400 in plain words for a bad page or an overlong search, and 413 for a body', async () => {
    for (const query of ['?page=0', '?page=abc', '?page=-1', `?q=${'a'.repeat(101)}`]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({
        error: 'invalid_request',
        message: 'Some fields are missing or invalid.',
      });
    }
    const withBody = await rawCall('/api/blog', { method: 'GET', body: '{"page":' });
    expect(withBody.status).toBe(413);
  });
});

describe('GET /api/blog/{slug}', () => {
  it('answers the post with its markdown', async () => {
    const post = repoPosts.find((p) => p.slug === 'welcome-series-that-works');
    const res = await call<BlogPost>('/api/blog/welcome-series-that-works');
    expect(res.status).toBe(200);
    expect(res.body.title).toBe(post?.title);
    expect(res.body.content).toBe(post?.content);
    expect(res.body.content).toContain('## Why a series and not one email');
  });

  it("answers 404 'Blog post with slug ... not found.' for a missing slug", async () => {
    const res = await call('/api/blog/no-such-post');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: 'blog_post_not_found',
      message: 'Blog post with slug no-such-post not found.',
    });
  });
});

describe('the seed (content/blog -> table)', () => {
  it('run twice on unchanged files changes nothing (the stack already ran it at start)', async () => {
    const first = await seedBlog({ store }, loadBlogSources());
    const second = await seedBlog({ store }, loadBlogSources());
    for (const result of [first, second]) {
      expect(result).toMatchObject({ created: [], updated: [], deleted: [] });
      expect(result.unchanged).toHaveLength(repoPosts.length);
    }
  });

  it('updates a post edited on disk, adds new files, removes deleted ones; pages hold 9 posts', async () => {
    const dir = contentCopy();
    const file = join(dir, 'win-back-emails.md');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(/^title: .*$/m, "title: 'Win-back emails, revised'"),
    );
    for (let i = 1; i <= 6; i++)
      writeFileSync(
        join(dir, `extra-post-${i}.md`),
        `---\ntitle: 'Extra ${i}'\nexcerpt: 'Paging test post ${i}.'\nauthor: 'Test'\npublishedAt: '2020-01-0${i}T00:00:00Z'\nimage: '/blog-images/win-back-emails.svg'\n---\nBody ${i}.\n`,
      );
    const edited = await seedBlog({ store }, loadBlogSources(dir));
    expect(edited.updated).toEqual(['win-back-emails']);
    expect(edited.created).toHaveLength(6);
    expect(edited.deleted).toEqual([]);
    expect((await call<BlogPost>('/api/blog/win-back-emails')).body.title).toBe('Win-back emails, revised');

    const total = repoPosts.length + 6;
    const page1 = await list('?page=1');
    const page2 = await list('?page=2');
    expect(page1.body).toMatchObject({ total, pageSize: 9, totalPages: Math.ceil(total / 9), page: 1 });
    expect(page1.body.posts).toHaveLength(9);
    expect(page2.body.posts).toHaveLength(total - 9);
    expect(page2.body.posts.at(-1)?.slug).toBe('extra-post-1'); // the oldest comes last
    expect(new Set([...page1.body.posts, ...page2.body.posts].map((p) => p.slug)).size).toBe(total);
    expect((await list('?page=3')).body.posts).toEqual([]);
    expect((await list('?q=paging%20test&page=1')).body.total).toBe(6);

    rmSync(join(dir, 'extra-post-3.md'));
    const afterDelete = await seedBlog({ store }, loadBlogSources(dir));
    expect(afterDelete).toMatchObject({ created: [], updated: [], deleted: ['extra-post-3'] });
    expect((await call('/api/blog/extra-post-3')).status).toBe(404);

    const restored = await seedBlog({ store }, repoPosts);
    expect(restored.updated).toEqual(['win-back-emails']);
    expect(restored.deleted.sort()).toEqual([
      'extra-post-1',
      'extra-post-2',
      'extra-post-4',
      'extra-post-5',
      'extra-post-6',
    ]);
    expect((await list()).body.total).toBe(repoPosts.length);
  });
});
