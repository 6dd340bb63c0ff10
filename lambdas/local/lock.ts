import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `<dataDir>/stack.lock`: who runs a stack on this data directory, and its child processes. A second
 * start (or a reset) refuses while the owner lives; children an owner left behind (killed with
 * SIGKILL) are stopped before a new start.
 */
interface LockFile {
  pid: number;
  url?: string;
  children: number[];
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Only processes that look like ours are killed (a pid can be reused by an unrelated process). */
function looksLikeStandIn(pid: number): boolean {
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /DynamoDBLocal|cognito-local|s3rver|aws-ses-v2-local/.test(cmd);
  } catch {
    return false;
  }
}

export function readLock(dataDir: string): LockFile | undefined {
  const file = join(dataDir, 'stack.lock');
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockFile;
  } catch {
    return undefined;
  }
}

export function acquireLock(dataDir: string) {
  const file = join(dataDir, 'stack.lock');
  const previous = readLock(dataDir);
  if (previous && isAlive(previous.pid)) {
    throw new Error(
      `Jungle Mail is already running from ${dataDir} (pid ${previous.pid}${previous.url ? `, ${previous.url}` : ''}). Stop it first, or set DATA_DIR to another directory.`,
    );
  }
  for (const child of previous?.children ?? []) {
    if (isAlive(child) && looksLikeStandIn(child)) {
      try {
        process.kill(-child, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
  }
  const state: LockFile = { pid: process.pid, children: [] };
  const write = () => writeFileSync(file, JSON.stringify(state, null, 2));
  write();
  return {
    update(patch: Partial<Omit<LockFile, 'pid'>>) {
      Object.assign(state, patch);
      write();
    },
    release() {
      if (readLock(dataDir)?.pid === process.pid) rmSync(file, { force: true });
    },
  };
}
