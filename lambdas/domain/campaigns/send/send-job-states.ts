import type { SendJobRecord } from '../../items/send-job';

/** Where a campaign's send job is (items/send-job.ts), as one state. */
export const sendJobStates = ['query', 'queue', 'held', 'done'] as const;
export type SendJobState = (typeof sendJobStates)[number];

/**
 * Every way the send job moves (send-job.ts, hold.ts, the resume in status-actions.ts), as one table
 * (tests/unit/campaigns/status-transitions.test.ts walks it): 'query' reads a page and reserves it, 'queue'
 * puts its batches on the queue, 'held' waits for a resume after the allowance refused a page.
 */
export const sendJobTransitions = {
  /** Step 1: the page's mails are reserved. */
  reserve: { from: ['query'], to: 'queue' },
  /** Step 3: the page is queued and another follows. */
  nextPage: { from: ['queue'], to: 'query' },
  /** Step 3: the last page is queued. */
  lastPage: { from: ['queue'], to: 'done' },
  /** The month's allowance refused the page (hold.ts). */
  hold: { from: ['query'], to: 'held' },
  /** The held campaign is resumed: the same page is tried again. */
  resume: { from: ['held'], to: 'query' },
} as const satisfies Record<string, { from: readonly SendJobState[]; to: SendJobState }>;

export const finalSendJobStates: readonly SendJobState[] = ['done'];

/** The state of a stored job. */
export function sendJobStateOf(job: SendJobRecord): SendJobState {
  if (job.stoppedBy === 'allowance') return 'held';
  return job.done ? 'done' : job.phase;
}
