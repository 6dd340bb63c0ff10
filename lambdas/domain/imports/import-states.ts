import type { ImportStatus } from '../../../shared/contracts/imports';

/**
 * Every way an import's status changes, as one table (tests/unit/campaigns/status-transitions.test.ts walks
 * it: every status reachable, every status that is not final has a way out).
 */
export const importTransitions = {
  /** POST /start (start-import.ts). */
  start: { from: ['uploading'], to: 'queued' },
  /** The start could not queue the job: the user may start it again (start-import.ts). */
  unqueued: { from: ['queued'], to: 'uploading' },
  /** The job's first run (run-import.ts). */
  run: { from: ['queued'], to: 'running' },
  /** Every row read (run-import.ts). */
  finish: { from: ['running'], to: 'done' },
  /** The file cannot be read as CSV, or is gone (run-import.ts). */
  badFile: { from: ['queued', 'running'], to: 'failed' },
  /** The job threw on its message's last delivery (last-delivery.ts). */
  lastTry: { from: ['queued', 'running'], to: 'failed' },
} as const satisfies Record<string, { from: readonly ImportStatus[]; to: ImportStatus }>;

/** Statuses an import never leaves. */
export const finalImportStatuses: readonly ImportStatus[] = ['done', 'failed'];

/** Statuses the import job works on (a message for an import in any other is not the job's). */
export const runnableImportStatuses: readonly ImportStatus[] = [
  ...importTransitions.run.from,
  ...importTransitions.finish.from,
];
