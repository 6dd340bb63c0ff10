import type { CampaignStatus } from '../contracts/campaigns';

/**
 * Every way a campaign's status changes, as one table: the routes (lambdas/domain/campaigns/status-actions.ts)
 * and the send (send/start-scheduled.ts, send/finish.ts) take their `from` and `to` from here, and
 * tests/unit/campaigns/status-transitions.test.ts walks it: every status is reachable from 'draft' and every
 * status that is not final has a way out. A campaign is deleted only as 'draft' or 'cancelled'.
 */
export const campaignTransitions = {
  /** POST /schedule (also moves a scheduled campaign's time). */
  schedule: { from: ['draft', 'scheduled'], to: 'scheduled', by: 'owner' },
  /** POST /send-now. */
  sendNow: { from: ['draft', 'scheduled'], to: 'sending', by: 'owner' },
  /** The schedule fires (send/start-scheduled.ts). */
  start: { from: ['scheduled'], to: 'sending', by: 'send' },
  /** POST /pause. */
  pause: { from: ['sending'], to: 'paused', by: 'owner' },
  /** POST /resume: a paused campaign, or one held at the monthly allowance (the month turned, an upgrade). */
  resume: { from: ['paused', 'held'], to: 'sending', by: 'owner' },
  /** POST /cancel. */
  cancel: { from: ['scheduled', 'sending', 'paused', 'held'], to: 'cancelled', by: 'owner' },
  /** Everyone queued is accounted for (send/finish.ts). */
  finish: { from: ['sending'], to: 'sent', by: 'send' },
  /**
   * The send job was refused by the month's allowance and everyone it had queued is accounted for
   * (send/finish.ts): "Held: monthly allowance used", with the number not sent.
   */
  hold: { from: ['sending'], to: 'held', by: 'send' },
} as const satisfies Record<
  string,
  { from: readonly CampaignStatus[]; to: CampaignStatus; by: 'owner' | 'send' }
>;

export type CampaignTransitionName = keyof typeof campaignTransitions;

/** Statuses a campaign never leaves (a cancelled one may still be deleted). */
export const finalStatuses: readonly CampaignStatus[] = ['sent', 'cancelled'];
