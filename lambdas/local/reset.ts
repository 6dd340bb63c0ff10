/** `npm run reset`: wipes DATA_DIR (default .data) unless a stack is running from it. */
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isAlive, readLock } from './lock';
import { REPO_ROOT } from './stack';

const dataDir = resolve(process.env.DATA_DIR ?? join(REPO_ROOT, '.data'));
const lock = existsSync(dataDir) ? readLock(dataDir) : undefined;
if (lock && isAlive(lock.pid)) {
  console.error(
    `✗ Jungle Mail is running from ${dataDir} (pid ${lock.pid}${lock.url ? `, ${lock.url}` : ''}). Stop it (Ctrl-C) before npm run reset.`,
  );
  process.exit(1);
}
const live = (lock?.children ?? []).filter(isAlive);
if (live.length) {
  console.error(
    `✗ Stand-ins from an earlier run are still alive (pids ${live.join(', ')}). Start and stop Jungle Mail once to clean them up, or kill them.`,
  );
  process.exit(1);
}
if (!existsSync(dataDir)) {
  console.log(`Nothing to reset: ${dataDir} does not exist.`);
} else {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`✓ Wiped ${dataDir}. The next npm start creates the table, user pool and bucket again.`);
}
