/** Issue 35: what a click adds to the counters, person's or machine's, burst moves included (links/click-counts.ts). */
import { describe, expect, it } from 'vitest';
import { EMPTY_CLICK_LOG, type ClickLog } from '../../../lambdas/domain/items/click-log';
import { applyClick } from '../../../lambdas/domain/links/click-counts';
import type { ClickVerdict } from '../../../lambdas/domain/links/machine-click';

const person: ClickVerdict = { alsoMachine: [] };
const machine = (sign: 'head' | 'agent' | 'burst', alsoMachine: string[] = []): ClickVerdict => ({
  machine: sign,
  alsoMachine,
});
const click = (id: string, link: number) => ({ id, link, at: '2026-11-29T08:00:00.000Z' });

/** Applies the clicks in turn; answers the summed counters and the final log. */
function run(steps: [string, number, ClickVerdict][]): { sums: Record<string, number>; log: ClickLog } {
  let log = EMPTY_CLICK_LOG;
  const sums: Record<string, number> = {};
  for (const [id, link, verdict] of steps) {
    const { next, add } = applyClick(log, click(id, link), verdict);
    for (const [name, n] of Object.entries(add)) sums[name] = (sums[name] ?? 0) + n;
    log = next;
  }
  for (const [name, n] of Object.entries(sums)) if (n === 0) delete sums[name];
  return { sums, log };
}

describe('applyClick', () => {
  it.each([
    [
      'a person’s first click',
      [['a', 0, person]],
      { clicks: 1, uniqueClickers: 1, link0Clicks: 1, link0Unique: 1 },
    ],
    [
      'a person’s repeat and second link',
      [
        ['a', 0, person],
        ['b', 0, person],
        ['c', 1, person],
      ],
      { clicks: 3, uniqueClickers: 1, link0Clicks: 2, link0Unique: 1, link1Clicks: 1, link1Unique: 1 },
    ],
    ['a HEAD', [['a', 0, machine('head')]], { machineClicks: 1 }],
    [
      'a burst moves the clicks counted as a person’s',
      [
        ['a', 0, person],
        ['b', 1, person],
        ['c', 2, machine('burst', ['a', 'b'])],
      ],
      { machineClicks: 3 },
    ],
    [
      'a person who clicked before the burst keeps that click',
      [
        ['p', 0, person],
        ['a', 0, person],
        ['b', 1, person],
        ['c', 2, machine('burst', ['a', 'b'])],
      ],
      { clicks: 1, uniqueClickers: 1, link0Clicks: 1, link0Unique: 1, machineClicks: 3 },
    ],
    [
      'a person clicking after a scanner',
      [
        ['s', 0, machine('agent')],
        ['p', 0, person],
      ],
      { clicks: 1, uniqueClickers: 1, link0Clicks: 1, link0Unique: 1, machineClicks: 1 },
    ],
    [
      'a move names a click already a machine’s: nothing twice',
      [
        ['h', 0, machine('head')],
        ['b', 1, person],
        ['c', 2, machine('burst', ['h', 'b'])],
      ],
      { machineClicks: 3 },
    ],
  ] as const)('%s', (_what, steps, expected) => {
    expect(run(steps.map(([id, link, v]) => [id, link, v])).sums).toEqual(expected);
  });

  it('keeps each click with its verdict, the person’s clicks per link and a version that moves', () => {
    const { log } = run([
      ['a', 0, person],
      ['b', 1, person],
      ['c', 2, machine('burst', ['a', 'b'])],
    ]);
    expect(log.recent.map((c) => [c.id, c.machine])).toEqual([
      ['a', 'burst'],
      ['b', 'burst'],
      ['c', 'burst'],
    ]);
    expect(log.humanLinks).toEqual({ 0: 0, 1: 0 });
    expect(log.version).toBe(3);
  });
});
