import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { parseEmailDocument, type EmailDocument, type EmailElementInput } from '../../../shared/email';

const here = dirname(fileURLToPath(import.meta.url));
export const GOLDEN_DIR = join(here, '__golden__');
export const FIXTURE_DIR = join(here, '../../fixtures/email');

/** Parses strictly and fails the test with the problems when the document is not valid. */
export function strictDoc(input: unknown): EmailDocument {
  const r = parseEmailDocument(input, { strict: true });
  if (!r.ok) throw new Error('invalid test document:\n' + r.problems.join('\n'));
  return r.data;
}

export const referenceDoc = (): EmailDocument =>
  strictDoc(JSON.parse(readFileSync(join(FIXTURE_DIR, 'reference-email.json'), 'utf8')));
export const referenceMjml = (): string => readFileSync(join(FIXTURE_DIR, 'reference-email.mjml'), 'utf8');

/** A one-section document holding the given elements. */
export const docOf = (elements: EmailElementInput[], extra: Record<string, unknown> = {}): EmailDocument =>
  strictDoc({ name: 'Test', sections: [{ id: 'sec', elements }], ...extra });

/** One tag per line, so a golden file can be read and reviewed as a diff. */
export function pretty(html: string): string {
  return (
    html.replace(/(<(?:table|tr|td|div|a|img|span|h[1-6]|!--|style|meta|body|\/table)\b)/g, '\n$1').trim() +
    '\n'
  );
}

/**
 * Compares with tests/unit/email/__golden__/<name> (or `dir`/<name>). UPDATE_GOLDEN=1 rewrites the file
 * instead (then read the diff before committing: goldens are reviewed by eye, not regenerated blindly).
 */
export function expectGolden(name: string, actual: string, dir: string = GOLDEN_DIR): void {
  const file = join(dir, name);
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, actual);
    return;
  }
  if (!existsSync(file))
    throw new Error(`golden file ${name} is missing: run with UPDATE_GOLDEN=1 and review it`);
  expect(actual, `golden ${name} differs (UPDATE_GOLDEN=1 to rewrite, then review the diff)`).toBe(
    readFileSync(file, 'utf8'),
  );
}

/** The rows of the content table only (the head and wrapper are the same for every element). */
export function contentRows(html: string): string {
  const start = html.indexOf('<tr>', html.indexOf('width="100%" style="max-width:'));
  const end = html.lastIndexOf('</table><!--[if mso]></td></tr></table>');
  return html.slice(start, end);
}
