import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  consumeToken,
  DEFAULT_BUCKET,
  takeToken,
  type BucketState,
} from '../../../lambdas/domain/tracking/rate-limit';
import { TransactionConflictError } from '../../../lambdas/ports/store';
import { keys } from '../../../lambdas/table';
import { FakeClock, MemoryStore } from './memory-store';

const config = { capacity: 60, refillPerSecond: 1 };
const T0 = 1_000_000;

describe('takeToken (pure bucket math)', () => {
  it("a tracking id's bucket: a 600-event burst refilling at 20 per second", () => {
    expect(DEFAULT_BUCKET).toEqual({ capacity: 600, refillPerSecond: 20 });
    // One visitor clicking through a shop at 2.5 events a second for an hour is never refused (a journey
    // saw the old 60 and 1 a second refuse them after 25 s).
    let state: BucketState | undefined;
    for (let i = 0; i < 9000; i++) {
      const d = takeToken(state, T0 + i * 400, DEFAULT_BUCKET);
      expect(d.allowed).toBe(true);
      state = d.next;
    }
  });

  it('a new bucket starts full: 60 back to back pass, the 61st is refused', () => {
    let state: BucketState | undefined;
    for (let i = 0; i < 60; i++) {
      const d = takeToken(state, T0, config);
      expect(d.allowed).toBe(true);
      state = d.next;
    }
    const refused = takeToken(state, T0, config);
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
  });

  it('refills continuously and never beyond capacity', () => {
    const empty: BucketState = { tokens: 0, updatedAtMs: T0 };
    expect(takeToken(empty, T0 + 999, config).allowed).toBe(false);
    expect(takeToken(empty, T0 + 1000, config)).toMatchObject({ allowed: true, next: { tokens: 0 } });
    expect(takeToken(empty, T0 + 2500, config).next.tokens).toBeCloseTo(1.5);
    expect(takeToken(empty, T0 + 3_600_000, config).next.tokens).toBe(59);
  });

  it('reports the wait until the next token', () => {
    const slow = { capacity: 5, refillPerSecond: 0.1 };
    expect(takeToken({ tokens: 0.5, updatedAtMs: T0 }, T0, slow).retryAfterSeconds).toBe(5);
  });

  it('a clock running backwards (skew between instances) refills nothing', () => {
    expect(takeToken({ tokens: 0, updatedAtMs: T0 }, T0 - 60_000, config).allowed).toBe(false);
    // ... and leaves the bucket's time where it was, so the interval is not counted a second time.
    expect(takeToken({ tokens: 5, updatedAtMs: T0 }, T0 - 60_000, config).next.updatedAtMs).toBe(T0);
  });

  it('instances whose clocks disagree never refill the same interval twice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: -2000, max: 2000 })), {
          maxLength: 300,
        }),
        (steps) => {
          let state: BucketState = { tokens: 0, updatedAtMs: T0 };
          let now = T0;
          let latest = T0;
          let accepted = 0;
          for (const [gap, skew] of steps) {
            now += gap;
            // Each request is served by an instance whose clock is off by up to 2 s either way.
            const seen = Math.max(T0, now + skew);
            latest = Math.max(latest, seen);
            const d = takeToken(state, seen, config);
            if (d.allowed) accepted++;
            state = d.next;
          }
          expect(accepted).toBeLessThanOrEqual(((latest - T0) / 1000) * config.refillPerSecond);
        },
      ),
    );
  });

  it('over any schedule, accepted events never exceed capacity + elapsed seconds * rate', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3000 }), { maxLength: 300 }), (gaps) => {
        let state: BucketState | undefined;
        let now = T0;
        let accepted = 0;
        for (const gap of gaps) {
          now += gap;
          const d = takeToken(state, now, config);
          if (d.allowed) accepted++;
          state = d.next;
          expect(state.tokens).toBeGreaterThanOrEqual(0);
          expect(state.tokens).toBeLessThanOrEqual(config.capacity);
        }
        expect(accepted).toBeLessThanOrEqual(config.capacity + ((now - T0) / 1000) * config.refillPerSecond);
      }),
    );
  });
});

describe('consumeToken (bucket kept in the table)', () => {
  it('keeps the bucket under RATE#{id}/BUCKET with a TTL, refilling with the clock', async () => {
    const store = new MemoryStore();
    const clock = new FakeClock();
    const deps = { store, clock };
    const small = { capacity: 2, refillPerSecond: 1 };
    await consumeToken(deps, 'jm_a', small);
    await consumeToken(deps, 'jm_a', small);
    await expect(consumeToken(deps, 'jm_a', small)).rejects.toMatchObject({ kind: 'rate_limited' });
    // Other ids have their own bucket.
    await expect(consumeToken(deps, 'jm_b', small)).resolves.toBeUndefined();

    const bucket = await store.get(keys.rateBucket('jm_a'));
    expect(bucket).toMatchObject({ pk: 'RATE#jm_a', sk: 'BUCKET', tokens: 0, rev: 2 });
    expect(bucket?.expiresAt).toBe(Math.ceil(clock.now().getTime() / 1000) + 2 + 60);

    clock.advance(1000);
    await expect(consumeToken(deps, 'jm_a', small)).resolves.toBeUndefined();
  });

  it('never hands out more tokens than the bucket holds under concurrency (compare-and-swap)', async () => {
    const store = new MemoryStore();
    const deps = { store, clock: new FakeClock() };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, () => consumeToken(deps, 'jm_hot', { capacity: 10, refillPerSecond: 1 })),
    );
    const accepted = outcomes.filter((o) => o.status === 'fulfilled').length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(10);
    for (const o of outcomes)
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ kind: 'rate_limited' });
    const bucket = await store.get(keys.rateBucket('jm_hot'));
    expect(bucket?.rev).toBe(accepted);
    expect(bucket?.tokens).toBe(10 - accepted);
  });

  it('retries when the bucket write collides with a concurrent transaction (DynamoDB TransactionConflict)', async () => {
    const store = new MemoryStore();
    const deps = { store, clock: new FakeClock() };
    await consumeToken(deps, 'jm_c');
    let conflicts = 0;
    store.beforeWrite = (kind) => {
      if (kind === 'transact' && conflicts++ === 0) throw new TransactionConflictError();
    };
    await expect(consumeToken(deps, 'jm_c')).resolves.toBeUndefined();
    expect(conflicts).toBe(2);
    expect(await store.get(keys.rateBucket('jm_c'))).toMatchObject({
      tokens: DEFAULT_BUCKET.capacity - 2,
      rev: 2,
    });
  });

  it('replaces a malformed bucket instead of failing', async () => {
    const store = new MemoryStore();
    await store.put({ ...keys.rateBucket('jm_x'), tokens: 'lots' });
    await expect(consumeToken({ store, clock: new FakeClock() }, 'jm_x')).resolves.toBeUndefined();
    expect(await store.get(keys.rateBucket('jm_x'))).toMatchObject({
      tokens: DEFAULT_BUCKET.capacity - 1,
      rev: 1,
    });
  });
});
