/**
 * Rewrites lambdas/table.ts's access-pattern comment from the item kinds (lambdas/domain/items/*Kind), after a
 * kind was added or changed: `npx tsx scripts/items/write-table-comment.ts`. tests/unit/lambdas/items checks it.
 */
import fs from 'node:fs';
import { itemKinds } from '../../lambdas/table';
const rows = itemKinds.flatMap((k) => k.patterns.map((p) => ({ kind: k.name, ...p })));
const w1 = Math.max(...rows.map((r) => r.what.length)),
  w2 = Math.max(...rows.map((r) => r.key.length)),
  w0 = Math.max(...rows.map((r) => r.kind.length));
const line = (a: string, b: string, c: string) =>
  ` * | ${a.padEnd(w0)} | ${b.padEnd(w1)} | ${c.padEnd(w2)} |`;
const table = [
  line('item', 'access pattern', 'key'),
  ` * |${'-'.repeat(w0 + 2)}|${'-'.repeat(w1 + 2)}|${'-'.repeat(w2 + 2)}|`,
  ...rows.map((r) => line(r.kind, r.what, r.key)),
].join('\n');
let src = fs.readFileSync('lambdas/table.ts', 'utf8');
src = src.replace(/ \* \| item +\| access pattern[\s\S]*?\n \*\/\n/, table + '\n */\n');
fs.writeFileSync('lambdas/table.ts', src);
