import { execFile } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run bench` prints every result and leaves docs/bench alone; `npm run bench -- --write` updates it.
 * Runs the real runner on the smallest benchmark (tracking-script: one esbuild bundle, no servers).
 */
const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../../..');
const FILE = resolve(ROOT, 'docs/bench/tracking-script.md');
const original = readFileSync(FILE);
afterAll(() => writeFileSync(FILE, original));

const bench = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'tests/bench/run.ts', 'tracking-script', ...args], {
    cwd: ROOT,
  });

describe('npm run bench', () => {
  it('prints the result and writes nothing without --write', async () => {
    const before = statSync(FILE).mtimeMs;
    const out = await bench();
    expect(out.stdout).toContain('# Tracking script size');
    expect(out.stdout).toContain('1 of 1 benchmarks within budget');
    expect(statSync(FILE).mtimeMs).toBe(before);
    expect(readFileSync(FILE)).toEqual(original);
  }, 60_000);

  it('writes docs/bench/<name>.md with --write', async () => {
    writeFileSync(FILE, 'stale\n');
    const out = await bench('--write');
    expect(out.stdout).toContain('wrote ');
    expect(readFileSync(FILE, 'utf8')).toContain('# Tracking script size');
  }, 60_000);
});
