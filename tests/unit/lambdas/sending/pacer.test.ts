import { describe, expect, it } from 'vitest';
import { cachedSendRate, createPacer } from '../../../../lambdas/domain/campaigns/send/pacer';
import { retryThrottled } from '../../../../lambdas/domain/campaigns/send/retry';
import { MailRejectedError, MailThrottledError } from '../../../../lambdas/ports/mailer';

/**
 * A virtual clock: a sleep is recorded, not waited, so the test reads each take's start from the schedule
 * (take() calls sleep synchronously, before its first await), not from the machine.
 */
function virtualTime() {
  let t = 1_000_000;
  let lastSleep = 0;
  return {
    now: () => t,
    advance: (ms: number) => void (t += ms),
    sleep: async (ms: number) => {
      lastSleep = ms;
    },
    /** Starts take() and returns when it would begin (now + its wait). */
    startOf(take: () => Promise<void>): number {
      lastSleep = 0;
      void take();
      return t + lastSleep;
    },
  };
}

describe('createPacer: never faster than the rate', () => {
  it('spaces 50 concurrent takes at 10/s over 4.9 s', async () => {
    const time = virtualTime();
    const pacer = createPacer({ ratePerSecond: 10, ...time });
    const start = time.now();
    const starts = Array.from({ length: 50 }, () => time.startOf(() => pacer.take()));
    expect(Math.max(...starts) - start).toBeGreaterThanOrEqual(4900);
    // in every 1-second window at most 10 sends begin
    for (const s of starts)
      expect(starts.filter((x) => x >= s && x < s + 1000).length).toBeLessThanOrEqual(10);
  });

  it('lets a burst start at once after a quiet spell, then holds the rate', async () => {
    const time = virtualTime();
    const pacer = createPacer({ ratePerSecond: 5, burst: 5, ...time });
    const start = time.now();
    for (let i = 0; i < 5; i++) expect(time.startOf(() => pacer.take())).toBe(start);
    expect(time.startOf(() => pacer.take()) - start).toBe(200);
    time.advance(10_000);
    for (let i = 0; i < 5; i++) expect(time.startOf(() => pacer.take())).toBe(start + 10_000);
  });

  it('reads the SES rate once per ttl and shares it among concurrent workers', async () => {
    const time = virtualTime();
    let reads = 0;
    const rate = cachedSendRate(async () => (reads++, 14), { ttlMs: 60_000, now: time.now });
    expect(await rate(2)).toBe(7);
    expect(await rate(1)).toBe(14);
    expect(reads).toBe(1);
    time.advance(60_000);
    await rate(1);
    expect(reads).toBe(2);
  });
});

describe('retryThrottled: backoff on throttling only', () => {
  it('retries throttling with growing, jittered waits until it succeeds', async () => {
    const waits: number[] = [];
    let calls = 0;
    const out = await retryThrottled(
      async () => {
        if (++calls < 4) throw new MailThrottledError();
        return 'ok';
      },
      { attempts: 5, baseMs: 100, maxMs: 250, sleep: async (ms) => void waits.push(ms), random: () => 1 },
    );
    expect(out).toBe('ok');
    expect(waits).toEqual([100, 200, 250]);
  });

  it('gives up after the last attempt, and never retries a rejection', async () => {
    let calls = 0;
    const opts = { attempts: 3, baseMs: 1, maxMs: 1, sleep: async () => {} };
    await expect(
      retryThrottled(async () => (calls++, Promise.reject(new MailThrottledError())), opts),
    ).rejects.toThrow(MailThrottledError);
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      retryThrottled(
        async () => (calls++, Promise.reject(new MailRejectedError('MessageRejected', 'no'))),
        opts,
      ),
    ).rejects.toThrow(MailRejectedError);
    expect(calls).toBe(1);
  });
});
