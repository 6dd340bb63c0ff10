/**
 * A tracking id's bucket (lambdas/domain/tracking/rate-limit.ts: 600 at once, then 20 a second) against the
 * local stack: a shop's ordinary burst passes; past the bucket the excess answers 429 with CORS and
 * Retry-After, exactly the accepted events are stored, other ids and the rest of the API keep answering.
 *
 * The refusal cases start from a bucket written into the table with its time far ahead of any clock: a
 * bucket never moves its time back (clock skew between instances), so it refills nothing while the test
 * runs and the accepted count is exact, whatever the machine's speed and whatever other test files do to
 * the stack's movable clock meanwhile.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUCKET } from '../../../lambdas/domain/tracking/rate-limit';
import { keys } from '../../../lambdas/table';
import { call } from '../helpers/api';
import { dynamo, eventBody, eventsOf, ingest, store, userWithSetup } from './support';

afterAll(() => dynamo.destroy());

const FROZEN_MS = Date.parse('2200-01-01T00:00:00Z');

/** A bucket holding `tokens`, its time far ahead (refilling nothing during the test). */
async function frozenBucket(trackingId: string, tokens: number): Promise<void> {
  await store.put({
    ...keys.rateBucket(trackingId),
    tokens,
    updatedAtMs: FROZEN_MS,
    rev: 1,
    expiresAt: Math.ceil(FROZEN_MS / 1000),
  });
}

async function expectRefusal(answer: Awaited<ReturnType<typeof ingest>>): Promise<void> {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({
    error: 'rate_limited',
    message: 'Too many events for this tracking id. Please slow down.',
  });
  expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  // Every 429 says when to come back.
  expect(answer.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
}

describe('POST /api/t rate limit', () => {
  it("takes a shop's burst of 100 events, past the old limit of 60, without a refusal", async () => {
    const shop = await userWithSetup();
    const statuses: number[] = [];
    // One after another, as a page's script sends them: concurrency is the last test's subject.
    for (let n = 0; n < 100; n++)
      statuses.push((await ingest(eventBody(shop.trackingId, { event_data: { n } }))).status);
    expect(statuses.filter((s) => s !== 202)).toEqual([]);
    expect(await eventsOf(shop.setupId)).toHaveLength(100);
    const bucket = await store.get(keys.rateBucket(shop.trackingId));
    expect(bucket).toMatchObject({ rev: 100 });
    expect(bucket?.tokens).toBeGreaterThanOrEqual(DEFAULT_BUCKET.capacity - 100);
  }, 90_000);

  it('answers 429 past the bucket, stores exactly what it accepted, and keeps serving', async () => {
    const [hot, calm] = await Promise.all([userWithSetup(), userWithSetup()]);
    await frozenBucket(hot.trackingId, 30);
    const statuses: number[] = [];
    for (let n = 0; n < 45; n++) {
      const answer = await ingest(eventBody(hot.trackingId, { event_data: { n } }));
      statuses.push(answer.status);
      if (answer.status !== 202) await expectRefusal(answer);
    }
    expect(statuses).toEqual([...Array<number>(30).fill(202), ...Array<number>(15).fill(429)]);
    expect(await eventsOf(hot.setupId)).toHaveLength(30);
    expect(await store.get(keys.rateBucket(hot.trackingId))).toMatchObject({
      rev: 31,
      tokens: 0,
      updatedAtMs: FROZEN_MS,
    });

    // Another id has its own bucket; the server and the rest of the API answer as before.
    expect((await ingest(eventBody(calm.trackingId))).status).toBe(202);
    expect((await call('/api/health')).status).toBe(200);
    const status = await call(`/api/tracking/status?emailSetupId=${hot.setupId}`, { token: hot.idToken });
    expect(status.body).toMatchObject({ success: true });
  }, 90_000);

  it('never spends a token twice under a concurrent burst (compare-and-swap on the real table)', async () => {
    const shop = await userWithSetup();
    await frozenBucket(shop.trackingId, 10);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => ingest(eventBody(shop.trackingId, { event_data: { n } }))),
    );
    const accepted = answers.filter((a) => a.status === 202).length;
    for (const answer of answers) if (answer.status !== 202) await expectRefusal(answer);
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(10);
    expect(await eventsOf(shop.setupId)).toHaveLength(accepted);
    expect(await store.get(keys.rateBucket(shop.trackingId))).toMatchObject({
      rev: 1 + accepted,
      tokens: 10 - accepted,
    });
  }, 90_000);
});
