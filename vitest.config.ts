import { defineConfig } from 'vitest/config';
import { DurationSequencer } from './tests/support/duration-sequencer.mjs';

// Four projects, run in this order by `npm test`: unit (shared + domain, pure), integration (the local
// stack started once per run on free ports, talked to over HTTP), infra (CDK Template assertions) and
// e2e (Playwright driving Debian's Chromium through the real UI).
// Node 20 is this machine's runtime (DESIGN.md); the AWS SDK's notice that its 2027 releases need Node 22 is
// printed by every worker and by the stack's child processes, 9 lines each. Deploys run nodejs22.x or newer.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export default defineConfig({
  test: {
    // Slowest files first, by tests/durations.json (a fresh clone has no vitest cache to order them by).
    sequence: { sequencer: DurationSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          // The property tests (fast-check) and the lint-rule tests take 1-4 s alone and passed 5 s on a
          // loaded 2-core machine; a slow test is still reported, a hung one still fails.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          // 60 s: the shared stack is one Node process serving three workers on a 2-core machine, and a
          // route's first call imports its modules there (38.7 s cold for account deletion at load 17); a
          // hung test still fails.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // expect.poll waits 1 s by default: a page's answer to a click took longer than that on a loaded
          // 2-core machine (plans-projects: the dashboard's empty state 3 s after a delete). A poll still fails.
          expect: { poll: { timeout: 15_000 } },
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // The files run one after another in one worker; without isolation they share its loaded modules
          // (Playwright, axe, the AWS SDK) instead of importing them again per file. Each file still has
          // its own browser connection, users and contexts (tests/e2e/support).
          isolate: false,
        },
      },
    ],
  },
});
