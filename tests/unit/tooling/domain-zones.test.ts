/**
 * Issue 28's floor, as ESLint enforces it (eslint.config.js): stored items are read only in
 * lambdas/domain/items/, and the areas of lambdas/domain import each other one way only. Each case lints a
 * two-line file placed in the area, the way `npm run lint` would see it there.
 */
import * as path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(__dirname, '../../..') });
const problems = async (file: string, source: string) => {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? []).map((m) => m.message);
};
const importing = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;

describe('the domain floor in ESLint', () => {
  it.each([
    ['lambdas/domain/tracking/a.ts', '../analytics/report', 'lambdas/domain/tracking may import only'],
    ['lambdas/domain/projects/a.ts', '../editor/images', 'lambdas/domain/projects may import only'],
    ['lambdas/domain/items/a.ts', '../contacts/contact-limit', 'lambdas/domain/items may import only'],
    ['lambdas/domain/campaigns/send/a.ts', '../campaign-errors', 'campaigns/send is the floor'],
    [
      'lambdas/domain/campaigns/checks/a.ts',
      '../results/x',
      'campaigns/checks may import campaigns/send only',
    ],
    ['lambdas/domain/campaigns/a.ts', './results/campaign-results', 'do not import results/'],
  ])('refuses %s importing %s', async (file, from, words) => {
    expect((await problems(file, importing(from))).join('\n')).toContain(words);
  });

  it.each([
    ['lambdas/domain/analytics/a.ts', '../tracking/visitor-hash'],
    ['lambdas/domain/campaigns/checks/a.ts', '../send/messages'],
    ['lambdas/domain/unsubscribe/a.ts', '../campaigns/results/count-unsubscribe'],
    ['lambdas/domain/editor/a.ts', '../items/project'],
  ])('lets %s import %s', async (file, from) => {
    expect(await problems(file, importing(from))).toEqual([]);
  });

  it('refuses a store read, a key builder or a raw item outside items/, and allows them inside', async () => {
    const read = [
      "import { keys } from '../../table';",
      "import type { Item, Store } from '../../ports/store';",
      "export const f = (store: Store): Promise<Item | undefined> => store.get(keys.setup('a'));",
      '',
    ].join('\n');
    const outside = await problems('lambdas/domain/campaigns/a.ts', read);
    expect(outside.filter((m) => m.includes('only in lambdas/domain/items/'))).toHaveLength(3);
    expect(await problems('lambdas/domain/items/a.ts', read)).toEqual([]);
  });
});
