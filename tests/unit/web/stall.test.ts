import { describe, expect, it } from 'vitest';
import { CHUNK_LEASE_MS } from '../../../shared/campaigns/chunk-lease';
import {
  STILL_AFTER_MS,
  STILL_STEP_SECONDS,
  lastMove,
  stillSeconds,
  stillText,
  type SendReading,
} from '../../../web/features/campaigns/stall';

const T0 = Date.parse('2026-11-30T14:00:00.000Z');
const sending = (done: number, queued = 100): SendReading => ({ status: 'sending', done, queued });

/** The seconds said after a first reading at T0 and nothing new for `ms`. */
const after = (reading: SendReading, ms: number) =>
  stillSeconds(reading, lastMove(undefined, reading, T0), T0 + ms);

describe('a send that stands still', () => {
  it.each([
    ['just read', 0, null],
    ['a moment before the threshold', STILL_AFTER_MS - 1, null],
    ['exactly at the threshold', STILL_AFTER_MS, 20],
    ['in between steps, rounded down', 39_999, 20],
    ['at the next step', 40_000, 40],
    ['a minute and a bit', 65_000, 60],
  ])('%s (%i ms): %s', (_, ms, seconds) => {
    expect(after(sending(10), ms)).toBe(seconds);
  });

  it.each([
    ['paused', { status: 'paused', done: 10, queued: 100 }],
    ['held', { status: 'held', done: 10, queued: 100 }],
    ['sent', { status: 'sent', done: 100, queued: 100 }],
    ['cancelled', { status: 'cancelled', done: 10, queued: 100 }],
    ['still listing the recipients (queued 0)', { status: 'sending', done: 0, queued: 0 }],
    ['listing, some sent already', { status: 'sending', done: 25, queued: 0 }],
    ['everyone queued dealt with (a ramp waits for its next step)', sending(100)],
  ])('never while %s', (_, reading) => {
    expect(after(reading, 10 * 60_000)).toBeNull();
  });

  it('a count that moved starts the wait again', () => {
    let last = lastMove(undefined, sending(10), T0);
    expect(stillSeconds(sending(10), last, T0 + 30_000)).toBe(20);
    last = lastMove(last, sending(11), T0 + 30_000);
    expect(last.at).toBe(T0 + 30_000);
    expect(stillSeconds(sending(11), last, T0 + 30_000 + STILL_AFTER_MS - 1)).toBeNull();
    expect(stillSeconds(sending(11), last, T0 + 30_000 + STILL_AFTER_MS)).toBe(20);
  });

  it('the same reading again keeps the time of the last change', () => {
    const first = lastMove(undefined, sending(10), T0);
    expect(lastMove(first, sending(10), T0 + 15_000)).toBe(first);
    expect(stillSeconds(sending(10), lastMove(first, sending(10), T0 + 15_000), T0 + 25_000)).toBe(20);
  });

  it('a status or queued that changed starts it again too (resumed, or more recipients listed)', () => {
    const paused = lastMove(undefined, { status: 'paused', done: 10, queued: 100 }, T0);
    const resumed = lastMove(paused, sending(10), T0 + 60_000);
    expect(resumed.at).toBe(T0 + 60_000);
    expect(stillSeconds(sending(10), resumed, T0 + 70_000)).toBeNull();
    expect(lastMove(resumed, sending(10, 150), T0 + 70_000).at).toBe(T0 + 70_000);
  });

  it('a last change made for another reading is not taken for this one', () => {
    const stale = lastMove(undefined, sending(10), T0);
    expect(stillSeconds(sending(11), stale, T0 + 60_000)).toBeNull();
  });

  it('the seconds said change at most once a step, so a screen reader is not kept busy', () => {
    const last = lastMove(undefined, sending(10), T0);
    const said = new Set<number | null>();
    for (let ms = STILL_AFTER_MS; ms < STILL_AFTER_MS + STILL_STEP_SECONDS * 1000; ms += 1000)
      said.add(stillSeconds(sending(10), last, T0 + ms));
    expect([...said]).toEqual([20]);
    expect(STILL_STEP_SECONDS).toBeGreaterThanOrEqual(15);
  });
});

describe('what the panel says then', () => {
  it('the wait so far and the lease, in seconds', () => {
    expect(CHUNK_LEASE_MS).toBe(60_000);
    expect(stillText(40)).toBe(
      'No mail has gone out in the last 40 seconds. Sending goes on by itself: when it is interrupted, the unfinished ' +
        'batch is picked up again after a wait of at least 60 seconds.',
    );
  });

  it('in whole minutes from two minutes on', () => {
    expect(stillText(100)).toMatch(/^No mail has gone out in the last 100 seconds\./);
    expect(stillText(120)).toMatch(/^No mail has gone out in the last 2 minutes\./);
    expect(stillText(180)).toMatch(/^No mail has gone out in the last 3 minutes\./);
  });
});
