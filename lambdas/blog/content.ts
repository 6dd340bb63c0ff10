/**
 * The blog's source: markdown files with front matter in content/blog/ (one per post, the file name is
 * the slug). Read by the seed (local stack start, deploy custom resource) and by the build's prerender.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { blogSlugSchema } from '../../shared/contracts/blog';
import type { BlogSource } from '../domain/blog/item';

/** content/blog in the repository; in the deployed seed function the bundle carries it as ./blog. */
export function defaultBlogDir(): string {
  if (process.env.BLOG_CONTENT_DIR) return process.env.BLOG_CONTENT_DIR;
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = join(here, 'blog');
  return existsSync(bundled) ? bundled : resolve(here, '..', '..', 'content', 'blog');
}

export class BlogContentError extends Error {
  override name = 'BlogContentError';
}

function field(data: Record<string, unknown>, name: string, file: string): string {
  const value = data[name];
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string' || value.trim() === '')
    throw new BlogContentError(`${file}: front matter needs a non-empty "${name}".`);
  return value.trim();
}

/** Parses one post file; throws a BlogContentError naming the file and the missing field. */
export function parseBlogFile(file: string, raw: string): BlogSource {
  const slug = basename(file, '.md');
  if (!blogSlugSchema.safeParse(slug).success)
    throw new BlogContentError(`${file}: the file name must be a slug (lowercase words joined by -).`);
  const { data, content } = matter(raw);
  const publishedAt = new Date(field(data, 'publishedAt', file));
  if (Number.isNaN(publishedAt.getTime())) throw new BlogContentError(`${file}: publishedAt is not a date.`);
  return {
    slug,
    title: field(data, 'title', file),
    excerpt: field(data, 'excerpt', file),
    author: field(data, 'author', file),
    publishedAt: publishedAt.toISOString(),
    featuredImageUrl: field(data, 'image', file),
    content: content.trim(),
    sourceHash: createHash('sha256').update(raw).digest('hex'),
  };
}

/** Every post in the folder, newest first. */
export function loadBlogSources(dir = defaultBlogDir()): BlogSource[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && !name.startsWith('_') && name !== 'README.md')
    .map((name) => parseBlogFile(name, readFileSync(join(dir, name), 'utf8')))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}
