import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * The docs' screenshots (docs/screenshots/<name>.png) are refreshed only by `npm run screenshots`, which
 * sets WRITE_SCREENSHOTS=1; a test run writes no tracked file. Every e2e screenshot for the docs goes
 * through here (tests/unit/tooling/screenshots.test.ts checks that none is written another way).
 */
export const SCREENSHOTS_DIR = join(__dirname, '../../../docs/screenshots');
export const writesScreenshots = (): boolean => process.env.WRITE_SCREENSHOTS === '1';

/** Writes a PNG taken by the test (which checks it) to docs/screenshots/<name>.png, only when asked. */
export function writeDocsScreenshot(name: string, png: Buffer): void {
  if (!writesScreenshots()) return;
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  writeFileSync(join(SCREENSHOTS_DIR, `${name}.png`), png);
}

/** Takes the page as it is into docs/screenshots/<name>.png, only when asked. */
export async function docsScreenshot(page: Page, name: string): Promise<void> {
  if (writesScreenshots()) writeDocsScreenshot(name, await page.screenshot());
}
