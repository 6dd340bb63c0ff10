/**
 * Issue 35: the sending guard's rules (lambdas/domain/campaigns/send/reputation-rules.ts) as tables: the
 * counts of an account's window in, the verdict, its reason and a ramp's next step out; the window's sum
 * over hourly buckets (reputation-window.ts); which campaigns ramp.
 */
import { describe, expect, it } from 'vitest';
import {
  decideSending,
  rampsCampaign,
  type ReputationReason,
  type Verdict,
} from '../../../lambdas/domain/campaigns/send/reputation-rules';
import { windowCounts, type HourCounts } from '../../../lambdas/domain/campaigns/send/reputation-window';

type Row = [string, number, number, number, boolean, Verdict, ReputationReason | undefined];
const rows: Row[] = [
  // name, sent, bounced, complained, strict, verdict, reason
  ['nothing sent', 0, 0, 0, false, 'ok', undefined],
  ['1 bounce out of 3: too small a sample', 3, 1, 0, false, 'ok', undefined],
  ['50% bounces out of 60: under the 100-mail sample', 60, 30, 0, false, 'ok', undefined],
  ['2 bounces out of 100 (2%): under 3 bounces', 100, 2, 0, false, 'ok', undefined],
  ['clean list', 5_000, 50, 1, false, 'ok', undefined],
  ['1.9% bounces', 1_000, 19, 0, false, 'ok', undefined],
  ['2% bounces: warning', 1_000, 20, 0, false, 'warn', 'bounces'],
  ['4.9% bounces: warning', 1_000, 49, 0, false, 'warn', 'bounces'],
  ['5% bounces: pause', 1_000, 50, 0, false, 'pause', 'bounces'],
  ['8 of 100 bounced: pause', 100, 8, 0, false, 'pause', 'bounces'],
  ['1 complaint in 2,000 (0.05%): under 2 complaints', 2_000, 0, 1, false, 'ok', undefined],
  ['2 complaints in 4,000 (0.05%): warning', 4_000, 0, 2, false, 'warn', 'complaints'],
  ['2 complaints in 2,000 (0.1%): pause', 2_000, 0, 2, false, 'pause', 'complaints'],
  ['complaints outrank bounces', 2_000, 200, 4, false, 'pause', 'complaints'],
  ['strict: 2.5% bounces pause after a resume', 1_000, 25, 0, true, 'pause', 'bounces'],
  ['strict: 1% bounces warn after a resume', 1_000, 10, 0, true, 'warn', 'bounces'],
  ['strict: 0.9% bounces are fine', 1_000, 9, 0, true, 'ok', undefined],
  ['strict: 2 complaints in 4,000 (0.05%) pause', 4_000, 0, 2, true, 'pause', 'complaints'],
  ['not strict: 2.5% bounces only warn', 1_000, 25, 0, false, 'warn', 'bounces'],
];

describe('the sending rules', () => {
  it.each(rows)('%s', (_, sent, bounced, complained, strict, verdict, reason) => {
    const decision = decideSending({ counts: { sent, bounced, complained }, strict });
    expect([decision.verdict, decision.reason]).toEqual([verdict, reason]);
    expect(decision.nextStep).toBeUndefined();
  });

  it('says the lines that applied (halved when strict)', () => {
    const counts = { sent: 0, bounced: 0, complained: 0 };
    expect(decideSending({ counts, strict: false }).pauseAt).toEqual({ bounce: 0.05, complaint: 0.001 });
    expect(decideSending({ counts, strict: true }).pauseAt).toEqual({ bounce: 0.025, complaint: 0.0005 });
  });
});

type RampRow = [string, number, number, number | undefined, number];
const rampRows: RampRow[] = [
  // name, sent, bounced, last step, next step
  ['first step', 0, 0, undefined, 1_000],
  ['good rates: doubles', 1_000, 5, 1_000, 2_000],
  ['good rates: doubles again', 3_000, 10, 2_000, 4_000],
  ['a warning: the same step again', 1_000, 30, 1_000, 1_000],
  ['the pause line: nothing more', 1_000, 60, 1_000, 0],
];

describe('the ramp', () => {
  it.each(rampRows)('%s', (_, sent, bounced, lastStep, next) => {
    const decision = decideSending({
      counts: { sent, bounced, complained: 0 },
      strict: false,
      ramp: { lastStep },
    });
    expect(decision.nextStep).toBe(next);
  });

  it.each([
    ['a first campaign to 5,001', 5_001, true, false, true],
    ['a first campaign to 5,000', 5_000, true, false, false],
    ['a later campaign to 50,000', 50_000, false, false, false],
    ['a later campaign to a list imported today', 3_000, false, true, true],
    ['a campaign of 800 to a fresh import (under one step)', 800, false, true, false],
  ] as const)('%s', (_, audience, firstCampaign, importedInLastDay, ramps) => {
    expect(rampsCampaign({ audience, firstCampaign, importedInLastDay })).toBe(ramps);
  });
});

const now = new Date('2026-11-29T12:30:00Z');
const hoursAgo = (h: number, sent: number, bounced = 0): HourCounts => ({
  hour: new Date(now.getTime() - h * 3_600_000).toISOString().slice(0, 13),
  sent,
  bounced,
  complained: 0,
});

describe('the window: the last 7 days or the last 2,000 mails, whichever is more', () => {
  it.each([
    ['nothing', [], { sent: 0, bounced: 0 }],
    [
      '7 days hold 3,000: older hours are left out',
      [hoursAgo(1, 1_000, 10), hoursAgo(100, 2_000, 20), hoursAgo(200, 500, 400)],
      { sent: 3_000, bounced: 30 },
    ],
    [
      '7 days hold 300: older hours until 2,000',
      [hoursAgo(1, 300, 3), hoursAgo(200, 1_000, 50), hoursAgo(300, 1_000, 50), hoursAgo(400, 1_000, 1)],
      { sent: 2_300, bounced: 103 },
    ],
    [
      'an old hour after the 2,000 is reached is left out',
      [hoursAgo(180, 2_500, 5), hoursAgo(190, 10, 10)],
      { sent: 2_500, bounced: 5 },
    ],
  ] as const)('%s', (_, buckets, expected) => {
    const sum = windowCounts(buckets as readonly HourCounts[], now);
    expect({ sent: sum.sent, bounced: sum.bounced }).toEqual(expected);
  });
});
