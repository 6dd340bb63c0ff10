import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The local stack's data folder (DATA_DIR, default .data). The stack marks it with MARKER when it is new or
 * holds only what the stack creates; `npm run reset` removes only KNOWN_ENTRIES, and only from a marked folder,
 * so `DATA_DIR=$HOME npm run reset` can never wipe a home folder.
 */
export const MARKER = '.jungle-mail-data';

/** What the stack writes into its data folder, and nothing else. */
export const KNOWN_ENTRIES = [
  'dynamodb',
  'cognito',
  's3',
  'logs',
  'stack.json',
  'stack.lock',
  'signing-secret',
  'sqs',
  'dns',
  'ses',
] as const;

const known = new Set<string>([...KNOWN_ENTRIES, MARKER]);

export const isMarked = (dir: string) => existsSync(join(dir, MARKER));

/** Marks `dir` as the stack's when it is empty or holds only what the stack creates. Returns whether it is marked. */
export function markDataDir(dir: string): boolean {
  if (isMarked(dir)) return true;
  const entries = existsSync(dir) ? readdirSync(dir) : [];
  if (entries.some((entry) => !known.has(entry))) return false;
  writeFileSync(
    join(dir, MARKER),
    'This folder holds Jungle Mail local data. `npm run reset` removes what the stack created in it.\n',
  );
  return true;
}

export type ResetOutcome =
  | { kind: 'missing' }
  | { kind: 'refused'; message: string }
  | { kind: 'wiped'; removed: string[]; kept: string[] };

/** Removes the stack's own entries from a marked data folder; the folder itself goes when nothing else is left. */
export function resetDataDir(dir: string): ResetOutcome {
  if (!existsSync(dir)) return { kind: 'missing' };
  if (!isMarked(dir)) {
    return {
      kind: 'refused',
      message: `✗ Not resetting ${dir}: it has no ${MARKER} file, so it is not a folder Jungle Mail created. Nothing was deleted. Check DATA_DIR.`,
    };
  }
  const removed: string[] = [];
  for (const entry of KNOWN_ENTRIES) {
    const path = join(dir, entry);
    if (!existsSync(path)) continue;
    rmSync(path, { recursive: true, force: true });
    removed.push(entry);
  }
  const kept = readdirSync(dir).filter((entry) => entry !== MARKER);
  if (kept.length === 0) rmSync(dir, { recursive: true, force: true });
  return { kind: 'wiped', removed, kept };
}
