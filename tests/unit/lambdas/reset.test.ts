import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { MARKER, markDataDir, resetDataDir } from '../../../lambdas/local/data-dir';

/** `npm run reset` on real folders: it removes only what the stack created, and only from a marked folder. */
const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../../..');
const made: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'jm-reset-'));
  made.push(dir);
  return dir;
};
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder shaped like a home: unrelated files, and even a "logs" folder of its own. */
function homeLike(): string {
  const dir = folder();
  writeFileSync(join(dir, 'thesis.txt'), 'years of work');
  mkdirSync(join(dir, 'logs'));
  writeFileSync(join(dir, 'logs', 'diary.log'), 'mine');
  return dir;
}

async function reset(dataDir: string) {
  return run(process.execPath, ['--import', 'tsx', 'lambdas/local/reset.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
  }).then(
    (out) => ({ code: 0, ...out }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

// Each case starts a real `node --import tsx` process: allow for a loaded machine, not the 5 s unit default.
describe('npm run reset', { timeout: 30_000 }, () => {
  it('refuses a folder without the marker, says why, and deletes nothing (DATA_DIR=$HOME)', async () => {
    const home = homeLike();
    const out = await reset(home);
    expect(out.code).toBe(1);
    expect(out.stderr).toContain(`Not resetting ${home}: it has no ${MARKER} file`);
    expect(out.stderr).toContain('Nothing was deleted. Check DATA_DIR.');
    expect(readdirSync(home).sort()).toEqual(['logs', 'thesis.txt']);
    expect(existsSync(join(home, 'logs', 'diary.log'))).toBe(true);
  });

  it('removes only the known entries of a marked folder and keeps anything else', async () => {
    const dir = folder();
    expect(markDataDir(dir)).toBe(true);
    for (const sub of ['dynamodb', 'cognito', 's3', 'logs']) {
      mkdirSync(join(dir, sub));
      writeFileSync(join(dir, sub, 'data'), 'x');
    }
    writeFileSync(join(dir, 'stack.json'), '{}');
    writeFileSync(join(dir, 'notes.txt'), 'not ours');
    const out = await reset(dir);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('Left alone: notes.txt.');
    expect(readdirSync(dir).sort()).toEqual([MARKER, 'notes.txt']);
  });

  it('removes a marked folder that held only what the stack created', () => {
    const dir = folder();
    mkdirSync(join(dir, 'dynamodb'));
    expect(markDataDir(dir)).toBe(true);
    expect(resetDataDir(dir)).toEqual({ kind: 'wiped', removed: ['dynamodb'], kept: [] });
    expect(existsSync(dir)).toBe(false);
  });

  it('the stack never marks a folder that holds other files', () => {
    const home = homeLike();
    expect(markDataDir(home)).toBe(false);
    expect(existsSync(join(home, MARKER))).toBe(false);
    expect(resetDataDir(home)).toMatchObject({ kind: 'refused' });
  });
});
