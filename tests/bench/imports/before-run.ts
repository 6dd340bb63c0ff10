/**
 * The import as it was before issue 30 (BEFORE_REF), measured in the same run as today's: its own files
KEEP, this repository's node_modules linked in),
 * its own bench script on its own local stack, run after today's stack has stopped, so the two never share
 * the machine. Issue 30's 6x was asked against 369 s, a figure measured on a machine shared with four other
 * test runs (load 14-23); the same code on a quiet machine takes far less, so only a run beside today's
 * says how much faster today's is.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/** main before issue 30's import work (its docs/bench/imports.md: 50,000 rows in 369.0 s). */
export const BEFORE_REF = process.env.BENCH_IMPORTS_BEFORE_REF ?? 'e4b1f24';

/** Upload to report, ms, of `rows` rows by the import at BEFORE_REF (its bench at sizes [small, rows]). */
export async function beforeRun(root: string, small: number, rows: number): Promise<number> {
  const dir = join(root, 'tmp', `imports-before-${BEFORE_REF}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync(
    'git',
    [
      '-C',
      root,
      'archive',
      BEFORE_REF,
      'lambdas',
      'shared',
      'content',
      'tests/bench',
      'tsconfig.json',
      'package.json',
    ],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  if (!existsSync(join(dir, 'node_modules')))
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/bench/imports.ts', String(small), String(rows)],
      { cwd: dir, env: { ...process.env, LOG_LEVEL: 'SILENT' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('close', () => resolve(out));
  });
  rmSync(dir, { recursive: true, force: true });
  const line = new RegExp(`^${rows} rows: ([\\d.]+) s`, 'm').exec(output);
  if (!line)
    throw new Error(`the import at ${BEFORE_REF} gave no time for ${rows} rows:\n${output.slice(-2000)}`);
  return Number(line[1]) * 1000;
}
