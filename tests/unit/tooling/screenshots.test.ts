import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm test` writes no tracked file: the docs' screenshots are written only by `npm run screenshots`
 * (WRITE_SCREENSHOTS=1), through tests/e2e/support/screenshots.ts. Any other test that names
 * docs/screenshots or hands Playwright a `path` to write to is listed here.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const HELPER = 'tests/e2e/support/screenshots.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('screenshots for the docs', () => {
  it('are written only through the helper that needs WRITE_SCREENSHOTS=1', () => {
    const writers = sources(join(ROOT, 'tests'))
      .map((file) => relative(ROOT, file))
      .filter((file) => file !== HELPER && !file.endsWith('tooling/screenshots.test.ts'))
      .filter((file) => {
        const text = readFileSync(join(ROOT, file), 'utf8');
        return /docs\/screenshots/.test(text) || /\.screenshot\(\{[^)]*\bpath\s*:/s.test(text);
      });
    expect(writers).toEqual([]);
    expect(readFileSync(join(ROOT, HELPER), 'utf8')).toContain("process.env.WRITE_SCREENSHOTS === '1'");
  });

  it('are refreshed by an explicit command, documented in the README', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.screenshots).toMatch(/^WRITE_SCREENSHOTS=1 vitest run --project e2e /);
    expect(pkg.scripts.test).not.toContain('WRITE_SCREENSHOTS');
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain('npm run screenshots');
  });
});
