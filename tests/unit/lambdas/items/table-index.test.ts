/**
 * lambdas/table.ts indexes the item kinds of lambdas/domain/items/ (issue 28): its access-pattern comment is
 * the kinds' own list, every key prefix belongs to one kind, and no code outside items/ spells a key.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { itemKinds, keys } from '../../../../lambdas/table';

const root = path.resolve(__dirname, '../../../..');
const itemsDir = path.join(root, 'lambdas/domain/items');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') ? [file] : [];
  });
}

/** The literal part of each key attribute a builder makes, e.g. { pk: 'USER#', sk: 'SETUP' }. */
function literals(): { name: string; parts: Record<string, string> }[] {
  return Object.entries(keys).flatMap(([name, value]) => {
    if (typeof value !== 'function') return [];
    const built = (value as (...args: string[]) => Record<string, string>)(
      '\u0000',
      '\u0000',
      '\u0000',
      '\u0000',
    );
    const parts = Object.fromEntries(
      Object.entries(built).map(([k, v]) => [k, String(v).split('\u0000')[0]!]),
    );
    return [{ name, parts }];
  });
}

describe('the item index (lambdas/table.ts)', () => {
  it("lists in its comment exactly the access patterns the item modules declare, in the modules' words", () => {
    const source = readFileSync(path.join(root, 'lambdas/table.ts'), 'utf8');
    const rows = [...source.matchAll(/^ \* \| (.+?)\s*\| (.+?)\s*\| (.+?)\s*\|\s*$/gm)]
      .map((m) => [m[1]!.trim(), m[2]!.trim(), m[3]!.trim()])
      .filter(([kind]) => kind !== 'item');
    const declared = itemKinds.flatMap((kind) => kind.patterns.map((p) => [kind.name, p.what, p.key]));
    expect(rows, 'run npx tsx scripts/items/write-table-comment.ts').toEqual(declared);
  });

  it('indexes every module of lambdas/domain/items/ that declares an item kind, once', () => {
    const names = itemKinds.map((kind) => kind.name);
    expect(new Set(names).size).toBe(names.length);
    const modules = readdirSync(itemsDir)
      .filter((file) => file.endsWith('.ts'))
      .filter((file) =>
        /export const \w+Kind: ItemKind/.test(readFileSync(path.join(itemsDir, file), 'utf8')),
      )
      .map((file) => file.replace(/\.ts$/, ''));
    expect([...names].sort()).toEqual(modules.sort());
  });

  it('gives every key prefix to one builder: no begins_with query of one kind can return another', () => {
    const built = literals();
    const clashes: string[] = [];
    for (const a of built)
      for (const b of built) {
        if (a.name >= b.name) continue;
        for (const [attr, partA] of Object.entries(a.parts)) {
          if (!attr.endsWith('pk') || b.parts[attr] === undefined) continue;
          const sortAttr = attr === 'pk' ? 'sk' : attr.replace(/pk$/, 'sk');
          const [skA, skB] = [a.parts[sortAttr] ?? '', b.parts[sortAttr] ?? ''];
          if (
            partA === b.parts[attr] &&
            skA !== '' &&
            skB !== '' &&
            (skA.startsWith(skB) || skB.startsWith(skA))
          )
            clashes.push(`${a.name} and ${b.name}: ${attr} ${partA} ${sortAttr} ${skA} / ${skB}`);
        }
      }
    expect(clashes).toEqual([]);
  });

  it('is the only place a key prefix is spelled: no code in lambdas/ outside items/ writes one', () => {
    const prefixes = new Set(
      literals().flatMap(({ parts }) => Object.values(parts).filter((p) => /^[A-Z][A-Z_]{2,}#/.test(p))),
    );
    for (const value of Object.values(keys)) if (typeof value === 'string') prefixes.add(value);
    const offenders: string[] = [];
    for (const file of sourceFiles(path.join(root, 'lambdas'))) {
      if (file.startsWith(itemsDir + path.sep) || /\/table(-definition)?\.ts$/.test(file)) continue;
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/['`]([A-Z][A-Z_]{2,}#)/g))
        if (prefixes.has(match[1]!)) offenders.push(`${path.relative(root, file)}: ${match[1]}`);
    }
    expect(offenders).toEqual([]);
  });
});
