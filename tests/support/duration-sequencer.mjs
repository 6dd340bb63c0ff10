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

/** @returns {Record<string, number>} `project:path` -> seconds of its last recorded run. */
const recorded = () => (existsSync(DURATIONS) ? JSON.parse(readFileSync(DURATIONS, 'utf8')) : {});

export class DurationSequencer extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const base = await super.sort(files);
    const seconds = recorded();
    const root = this.ctx.config.root;
    /** @param {import('vitest/node').TestSpecification} f */
    const estimate = (f) => seconds[`${f.project.name}:${relative(root, f.moduleId)}`] ?? Infinity;
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
