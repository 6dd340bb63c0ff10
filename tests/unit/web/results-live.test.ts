import { describe, expect, it } from 'vitest';
import {
  POLL_MS,
  RESULTS_POLL_MS,
  RESULTS_SETTLE_MS,
  campaignPollMs,
  resultsLive,
  resultsSignature,
} from '../../../web/features/campaigns/results-live';
import { noLinksText } from '../../../web/features/campaigns/ResultsPanel';

const FINISHED = '2026-11-30T14:28:00.000Z';
const at = (ms: number) => Date.parse(FINISHED) + ms;

describe("a campaign's results keep being read while they still move", () => {
  it('while it sends', () => {
    expect(resultsLive({ status: 'sending', finishedAt: null }, at(0))).toBe(true);
  });

  it('for five minutes after it finished (SES events trail the last mail), then no more', () => {
    const sent = { status: 'sent', finishedAt: FINISHED };
    expect(resultsLive(sent, at(1_000))).toBe(true);
    expect(resultsLive(sent, at(RESULTS_SETTLE_MS - 1))).toBe(true);
    expect(resultsLive(sent, at(RESULTS_SETTLE_MS))).toBe(false);
    expect(resultsLive({ status: 'cancelled', finishedAt: FINISHED }, at(60_000))).toBe(true);
  });

  it('not for a campaign that never finished sending, nor one with an unreadable time', () => {
    expect(resultsLive({ status: 'draft', finishedAt: null }, at(0))).toBe(false);
    expect(resultsLive({ status: 'scheduled', finishedAt: null }, at(0))).toBe(false);
    expect(resultsLive({ status: 'sent', finishedAt: 'not a date' }, at(0))).toBe(false);
  });
});

describe('the Progress and Results cards read together', () => {
  const campaign = (status: string, delivered: number) => ({
    status,
    counters: {
      queued: 3,
      sent: 3,
      failed: 0,
      skipped: 0,
      delivered,
      bounced: 0,
      complained: 0,
      unsubscribed: 0,
    },
  });

  it('the results are read again when the send moves on or SES events arrive, not for nothing', () => {
    expect(resultsSignature(campaign('sending', 0))).not.toBe(resultsSignature(campaign('sent', 0)));
    expect(resultsSignature(campaign('sent', 0))).not.toBe(resultsSignature(campaign('sent', 2)));
    expect(resultsSignature(campaign('sent', 2))).toBe(resultsSignature(campaign('sent', 2)));
  });

  it('the campaign is read every 2 s while it sends and every 10 s while its SES events still arrive', () => {
    expect(campaignPollMs({ status: 'sending', finishedAt: null }, at(0))).toBe(POLL_MS);
    expect(campaignPollMs({ status: 'sent', finishedAt: FINISHED }, at(30_000))).toBe(RESULTS_POLL_MS);
    expect(campaignPollMs({ status: 'sent', finishedAt: FINISHED }, at(RESULTS_SETTLE_MS))).toBe(false);
    expect(campaignPollMs({ status: 'draft', finishedAt: null }, at(0))).toBe(false);
    expect(campaignPollMs(undefined, at(0))).toBe(false);
  });

  it('an empty links list says no tracked links only once mail went out', () => {
    expect(noLinksText({ sent: 0 }, 'sending')).toBe(
      'Its links are listed here once the first emails are sent.',
    );
    expect(noLinksText({ sent: 2 }, 'sending')).toBe('This email has no tracked links.');
    expect(noLinksText({ sent: 0 }, 'cancelled')).toBe(
      'No emails were sent, so there are no clicks to show.',
    );
  });
});
