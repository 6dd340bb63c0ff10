import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The integration files that take longest, slowest first (CI's fresh-clone run, docs/bench/suite.md).
 * Vitest starts the files it has timings for longest first, but a fresh clone (CI) has none, and then it
 * starts the largest files first: these short files with long waits started last and became the run's
 * tail (the 50,000-row import ran alone for its last three minutes on one of three workers).
 */
export const SLOW_FIRST = [
  'tests/integration/imports/fifty-thousand.test.ts',
  'tests/integration/sending/send-faults.test.ts',
  'tests/integration/sending/send-control.test.ts',
  'tests/integration/sending/campaign-send.test.ts',
  'tests/integration/ctrl-c.test.ts',
  'tests/integration/dns/routes.test.ts',
  'tests/integration/queues/event-source.test.ts',
  'tests/integration/dns/recheck.test.ts',
  'tests/integration/editor/test-send.test.ts',
  'tests/integration/account/delete-account.test.ts',
  'tests/integration/lifecycle.test.ts',
];

/** Vitest's own order (timings, then size), with the files of SLOW_FIRST moved to the front in that order. */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = SLOW_FIRST.findIndex((path) => file.moduleId.endsWith(`/${path}`));
      return at === -1 ? SLOW_FIRST.length : at;
    };
    return sorted
      .map((file, index) => ({ file, index, rank: rank(file) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ file }) => file);
  }
}
