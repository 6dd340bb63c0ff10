import { describe, expect, it } from 'vitest';
import { sendProgress } from '../../../shared/campaigns/progress';
import { ZERO_COUNTERS, type CampaignCounters } from '../../../shared/contracts/campaigns';

const zero: CampaignCounters = ZERO_COUNTERS;

describe('sendProgress', () => {
  it('counts a delivered or bounced mail as sent before its batch is counted (a new user saw "Sent 0, Delivered 62")', () => {
    expect(sendProgress({ ...zero, queued: 298, delivered: 61, bounced: 1, complained: 1 })).toEqual({
      sent: 62,
      done: 62,
      queued: 298,
      percent: 21,
    });
  });

  it('keeps the send loop’s count when it is ahead of SES', () => {
    expect(sendProgress({ ...zero, queued: 100, sent: 50, skipped: 2, failed: 1, delivered: 10 })).toEqual({
      sent: 50,
      done: 53,
      queued: 100,
      percent: 53,
    });
  });

  it('never says more done than queued, and 0 queued, 0% while the audience is still being listed', () => {
    expect(sendProgress({ ...zero, queued: 0, delivered: 11 })).toEqual({
      sent: 11,
      done: 11,
      queued: 0,
      percent: 0,
    });
    expect(sendProgress({ ...zero, queued: 10, delivered: 11 }).queued).toBe(11);
    expect(sendProgress(zero).percent).toBe(0);
    expect(sendProgress({ ...zero, queued: 3, sent: 3, delivered: 3 }).percent).toBe(100);
  });
});
