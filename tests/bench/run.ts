// `npm run bench`: runs every benchmark script in this folder, one after another (they measure ratios
// against a baseline in the same process, so they must not share the machine with each other).
// Each prints its table and, with `--write` (`npm run bench -- --write`), writes it to docs/bench/<name>.md;
// a script exits non-zero when it misses its budget.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs, WRITE_FLAG } from './report';

const here = dirname(fileURLToPath(import.meta.url));
const only = benchArgs();
const flags = process.argv.slice(2).filter((arg) => arg === WRITE_FLAG);
const scripts = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && f !== 'report.ts')
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const failed: string[] = [];
for (const script of scripts) {
  console.log(`\n=== ${script}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(here, script), ...flags], {
    stdio: 'inherit',
  });
  if (r.status !== 0) failed.push(script);
}
console.log(`\n${scripts.length - failed.length} of ${scripts.length} benchmarks within budget`);
if (failed.length > 0) {
  console.log(`over budget or failed: ${failed.join(', ')}`);
  process.exit(1);
}
