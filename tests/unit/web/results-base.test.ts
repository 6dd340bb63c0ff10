/** Issue 29: the campaign results' shares are shares of recipients and can never pass 100%. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resultsBase, withProgressCounters } from '../../../web/features/campaigns/results-base';
import { ZERO_COUNTERS } from '../../../shared/contracts/campaigns';
import { percentText } from '../../../web/lib/percent';

describe('resultsBase: what unique clickers and openers are a share of', () => {
  it.each([
    [
      'delivered, as peers show it',
      { sent: 295, delivered: 290, uniqueOpeners: 100, uniqueClickers: 10 },
      290,
    ],
    [
      'sent while no delivery is known',
      { sent: 295, delivered: 0, uniqueOpeners: 189, uniqueClickers: 1 },
      295,
    ],
    // 5 delivery events counted so far, 189 openers: 189 of 5 would read 3,780%.
    ['never fewer than the openers', { sent: 295, delivered: 5, uniqueOpeners: 189, uniqueClickers: 1 }, 189],
    ['never fewer than the clickers', { sent: 10, delivered: 2, uniqueOpeners: 0, uniqueClickers: 4 }, 4],
  ])('%s', (_what, results, base) => {
    expect(resultsBase(results)).toBe(base);
  });

  it('gives shares between 0% and 100% for any counts where the unique figures are recipients of the sent mails', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 100_000 }).chain((sent) =>
          fc.record({
            sent: fc.constant(sent),
            delivered: fc.nat({ max: sent }),
            uniqueOpeners: fc.nat({ max: sent }),
            uniqueClickers: fc.nat({ max: sent }),
          }),
        ),
        (r) => {
          const base = resultsBase(r);
          for (const part of [r.uniqueOpeners, r.uniqueClickers]) {
            if (base === 0) expect(part).toBe(0);
            else expect(part / base).toBeLessThanOrEqual(1);
            const text = percentText(part, base);
            if (text) expect(Number.parseFloat(text.replace(/[<>%,]/g, ''))).toBeLessThanOrEqual(100);
          }
        },
      ),
    );
  });
});

describe('withProgressCounters: the Results card shows the Progress card’s SES numbers', () => {
  it('takes delivery, bounce, complaint, unsubscribe and sent from the campaign, keeps clicks and opens', () => {
    const read = {
      sent: 0,
      delivered: 0,
      bounced: 0,
      complained: 0,
      unsubscribed: 0,
      opens: 4,
      uniqueOpeners: 2,
      machineOpens: 1,
      clicks: 3,
      machineClicks: 0,
      uniqueClickers: 1,
      links: [],
    };
    const counters = {
      ...ZERO_COUNTERS,
      queued: 3,
      sent: 3,
      delivered: 2,
      bounced: 1,
      complained: 1,
      unsubscribed: 1,
    };
    expect(withProgressCounters(read, counters)).toEqual({
      ...read,
      sent: 3,
      delivered: 2,
      bounced: 1,
      complained: 1,
      unsubscribed: 1,
    });
  });
});
