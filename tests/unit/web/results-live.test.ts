import { describe, expect, it } from 'vitest';
import { RESULTS_SETTLE_MS, resultsLive } from '../../../web/features/campaigns/results-api';

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
