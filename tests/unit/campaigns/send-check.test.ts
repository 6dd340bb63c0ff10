/**
 * The send's delayed check (lambdas/domain/campaigns/send/reconcile.ts) as a table: every state of a
 * campaign it can meet, and what it does, so no state is left without a way out ('later' always comes
 * back; 'reconcile' queues the unmarked or recounts and finishes).
 */
import { describe, expect, it } from 'vitest';
import { checkStep, type CheckStep } from '../../../lambdas/domain/campaigns/send/reconcile';
import type { CampaignStatus } from '../../../shared/contracts/campaigns';

const counters = (queued: number, sent: number, failed = 0, skipped = 0) => ({
  queued,
  sent,
  failed,
  skipped,
  delivered: 0,
  bounced: 0,
  complained: 0,
  unsubscribed: 0,
});

const rows: [string, CampaignStatus | undefined, boolean, ReturnType<typeof counters>, number, CheckStep][] =
  [
    ['gone', undefined, true, counters(10, 0), 0, 'leave'],
    ['paused', 'paused', true, counters(10, 3), 3, 'leave'],
    ['cancelled', 'cancelled', true, counters(10, 3), 3, 'leave'],
    ['sent', 'sent', true, counters(10, 10), 10, 'leave'],
    ['draft', 'draft', false, counters(0, 0), 0, 'leave'],
    ['all handled', 'sending', true, counters(10, 7, 1, 2), 5, 'finish'],
    ['more handled than queued (a recount pending)', 'sending', true, counters(10, 11), 11, 'finish'],
    ['progress since the last check', 'sending', true, counters(10, 6), 4, 'later'],
    ['still queuing', 'sending', false, counters(500, 20), 20, 'later'],
    ['no progress over an interval', 'sending', true, counters(10, 6), 6, 'reconcile'],
    ['nothing handled at all', 'sending', true, counters(10, 0), 0, 'reconcile'],
  ];

describe('the send check', () => {
  it.each(rows)('%s', (_, status, queuedAll, c, lastHandled, step) => {
    const campaign = status ? { status, queuedAll, counters: c } : undefined;
    expect(checkStep(campaign, { handled: lastHandled })).toBe(step);
  });
});
