// Where a benchmark's result goes: always printed; written to docs/bench/<name>.md only when asked
// (`npm run bench -- --write`, or `--write` after a single script), so a plain run leaves the tree clean.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

export const WRITE_FLAG = '--write';

/** The script's own arguments (e.g. a run count), without flags. */
export const benchArgs = () => process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

const shouldWrite = () => process.argv.includes(WRITE_FLAG);

export const benchFile = (name: string) =>
  join(dirname(fileURLToPath(import.meta.url)), '../../docs/bench', `${name}.md`);

/** Prints the Markdown result; with --write, also writes it (formatted like the repo) to docs/bench/<name>.md. */
export async function report(name: string, markdown: string): Promise<void> {
  const out = benchFile(name);
  const md = await prettier.format(markdown, { ...(await prettier.resolveConfig(out)), filepath: out });
  console.log(`\n${md}`);
  if (!shouldWrite()) {
    console.log(`  (not written; \`npm run bench -- ${WRITE_FLAG}\` updates docs/bench/${name}.md)`);
    return;
  }
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, md);
  console.log(`  wrote ${out}`);
}
