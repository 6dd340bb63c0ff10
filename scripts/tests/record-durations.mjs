// Writes tests/durations.json from the vitest JSON reports `npm test` leaves in test-results/ (or the
// folder given): each integration and e2e file's seconds, which tests/support/duration-sequencer.ts reads
// to start the slowest files first. Run it after a full run when files were added or got much slower.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
const dir = resolve(process.argv[2] ?? join(root, 'test-results'));
const out = join(root, 'tests', 'durations.json');
const projects = ['integration', 'e2e'];

const durations = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
for (const project of projects) {
  const report = join(dir, `${project}.json`);
  if (!existsSync(report)) continue;
  for (const file of JSON.parse(readFileSync(report, 'utf8')).testResults ?? []) {
    // The report names files by their absolute path in the clone that ran; the key is repo-relative.
    const at = file.name.indexOf(`/tests/${project}/`);
    if (at < 0) continue;
    const key = `${project}:${file.name.slice(at + 1)}`;
    durations[key] = Math.round((file.endTime - file.startTime) / 100) / 10;
  }
}
// Files since deleted or renamed leave.
const kept = Object.entries(durations).filter(([key]) =>
  existsSync(join(root, key.slice(key.indexOf(':') + 1))),
);
const sorted = Object.fromEntries(kept.sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(out, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files in ${relative(process.cwd(), out)}`);
