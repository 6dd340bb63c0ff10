/**
 * `npm run reset`: removes what the stack created in DATA_DIR (default .data), only when the folder carries the
 * stack's marker (data-dir.ts) and no stack is running from it.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MARKER, resetDataDir } from './data-dir';
import { isAlive, readLock } from './lock';
import { REPO_ROOT } from './stack';

const dataDir = resolve(process.env.DATA_DIR ?? join(REPO_ROOT, '.data'));
const marked = existsSync(join(dataDir, MARKER));
const lock = marked ? readLock(dataDir) : undefined;
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
const outcome = resetDataDir(dataDir);
if (outcome.kind === 'missing') {
  console.log(`Nothing to reset: ${dataDir} does not exist.`);
} else if (outcome.kind === 'refused') {
  console.error(outcome.message);
  process.exit(1);
} else {
  const kept = outcome.kept.length ? ` Left alone: ${outcome.kept.join(', ')}.` : '';
  console.log(
    `✓ Wiped ${dataDir} (${outcome.removed.join(', ') || 'nothing to remove'}).${kept} The next npm start creates the table, user pool and bucket again.`,
  );
}
