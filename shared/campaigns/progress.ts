import type { CampaignCounters } from '../contracts/campaigns';

export interface SendProgress {
  /** Mails out: the send loop's count, or more when SES has already reported on more of them. */
  sent: number;
  /** Recipients dealt with: sent, failed or skipped. */
  done: number;
  /** Recipients of the send; 0 while the audience is still being listed. */
  queued: number;
  percent: number;
}

/**
 * What the progress panel says while a campaign sends. The send loop counts a batch's mails when the whole
 * batch is done (docs/architecture.md › The send path), while SES reports each delivery and bounce as it
 * happens, so for a while "Delivered" ran ahead of "Sent" ("0 of 298, Sent 0, Delivered 62" in a new user's
 * run). A delivered or bounced mail was sent (a complaint follows a delivery), so sent is at least their sum.
 */
export function sendProgress(c: CampaignCounters): SendProgress {
  const sent = Math.max(c.sent, c.delivered + c.bounced);
  const done = sent + c.failed + c.skipped;
  // Anyone dealt with was queued; 0 stays 0 (the audience still being listed, the panel says so).
  const queued = c.queued ? Math.max(c.queued, done) : 0;
  const percent = queued ? Math.min(100, Math.round((done / queued) * 100)) : 0;
  return { sent, done, queued, percent };
}
