import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../lambdas/local/stack';
import { boundPorts, isAlive } from './helpers/processes';

const dataDir = mkdtempSync(join(tmpdir(), 'jungle-mail-ctrlc-'));
const tsx = join(REPO_ROOT, 'node_modules/.bin/tsx');
/** `npm run reset` with this test's data dir. */
const reset = () =>
  spawnSync(tsx, ['lambdas/local/reset.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm start', () => {
  it('starts everything, prints one line per service, Ctrl-C leaves no process or port behind, reset waits for it', async () => {
    // Exactly what `npm start` runs (node --import tsx lambdas/local/start.ts), on a free port and a
    // temp data dir. Not through the tsx CLI: its signal relay SIGKILLs a child that has not answered
    // within 30 ms, which a loaded machine misses (exit 130, stand-ins left behind).
    const child = spawn(process.execPath, ['--import', 'tsx', 'lambdas/local/start.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'WARN' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const ready = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match =
          /Jungle Mail is ready at (http:\/\/localhost:\d+) — sent mail: \S+ \(ready in [\d.]+s\)/.exec(
            output,
          );
        if (match) resolve(match[1] as string);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      void exited.then((code) =>
        reject(new Error(`npm start exited (${code}) before it was ready:\n${output}`)),
      );
    });

    const servicePorts = [...output.matchAll(/^✓ .+?http:\/\/(?:127\.0\.0\.1|localhost):(\d+)/gm)].map((m) =>
      Number(m[1]),
    );
    // DynamoDB Local, cognito-local, s3rver, SES v2 local, Lambda invoke, SQS (fauxqs), API + web.
    expect(servicePorts).toHaveLength(7);
    const lock = JSON.parse(readFileSync(join(dataDir, 'stack.lock'), 'utf8')) as { children: number[] };
    expect(lock.children).toHaveLength(4);
    for (const pid of lock.children) expect(isAlive(pid)).toBe(true);
    const base = ready.replace('localhost', '127.0.0.1');
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);

    const refused = reset();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/Jungle Mail is running from .* Stop it \(Ctrl-C\) before npm run reset/);
    expect(existsSync(join(dataDir, 'dynamodb'))).toBe(true);

    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output).toContain('Stopped.');
    for (const pid of lock.children) expect(isAlive(pid), `stand-in ${pid}`).toBe(false);
    expect(await boundPorts(servicePorts)).toEqual([]);
    expect(existsSync(join(dataDir, 'stack.lock'))).toBe(false);

    const wiped = reset();
    expect(wiped.status).toBe(0);
    expect(existsSync(dataDir)).toBe(false);
  }, 120_000);

  it('names the Debian package when Java is missing, and starts nothing', () => {
    // A PATH with node but no java.
    const bin = mkdtempSync(join(tmpdir(), 'jungle-mail-nojava-'));
    symlinkSync(process.execPath, join(bin, 'node'));
    const noJavaDir = join(bin, 'data');
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'lambdas/local/start.ts'], {
        cwd: REPO_ROOT,
        env: { ...process.env, PATH: bin, PORT: '0', DATA_DIR: noJavaDir },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        'Java 17 is needed for DynamoDB Local: apt-get install openjdk-17-jre-headless',
      );
      expect(existsSync(noJavaDir)).toBe(false);
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  }, 60_000);
});
