// Longest first. CI runs in a fresh clone, without vitest's cache of durations, where vitest starts the
// largest files first: the 2-4 minute sending files started last and ran on alone at the end of the
// integration run. Here the seconds recorded in tests/durations.json (scripts/tests/record-durations.mjs)
// order each project's files, slowest first, so the short ones fill in around them; a file not recorded yet
// (a new one) runs first, as vitest's own rule has it, in vitest's order. Plain JS: vitest.config.ts imports
// it with its extension (Vite's native config loader).
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { BaseSequencer } from 'vitest/node';

const DURATIONS = resolve(import.meta.dirname, '..', 'durations.json');

/**
 * Files run after all others, whatever their time: the 50,000-row import leaves about 100,000 items in the
 * shared table, and the account files' whole-table scans (tests/integration/account/table-scan.ts) over it
 * held DynamoDB Local for a minute mid-run in the fresh-clone CI (other files' requests passed their
 * functions' timeouts: 500s). Last, it runs beside the run's tail only.
 */
const LAST = new Set([
  'integration:tests/integration/imports/fifty-thousand.test.ts',
  // Moves the shared e2e stack's clock two days forward (issue 32): no other file sees its time.
  'e2e:tests/e2e/welcome-flow.test.ts',
]);

/** @returns {Record<string, number>} `project:path` -> seconds of its last recorded run. */
const recorded = () => (existsSync(DURATIONS) ? JSON.parse(readFileSync(DURATIONS, 'utf8')) : {});

export class DurationSequencer extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const base = await super.sort(files);
    const seconds = recorded();
    const root = this.ctx.config.root;
    /** @param {import('vitest/node').TestSpecification} f */
    const key = (f) => `${f.project.name}:${relative(root, f.moduleId)}`;
    /** @param {import('vitest/node').TestSpecification} f */
    const estimate = (f) => (LAST.has(key(f)) ? -1 : (seconds[key(f)] ?? Infinity));
    const projectOrder = [...new Set(base.map((f) => f.project.name))];
    const at = new Map(base.map((f, i) => [f, i]));
    return [...base].sort(
      (a, b) =>
        projectOrder.indexOf(a.project.name) - projectOrder.indexOf(b.project.name) ||
        (estimate(a) === estimate(b) ? 0 : estimate(b) - estimate(a)) ||
        (at.get(a) ?? 0) - (at.get(b) ?? 0),
    );
  }
}
