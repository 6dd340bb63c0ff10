/**
 * A burst over one tracking id's bucket (60 events, refilled at 1 per second) against the local stack:
 * the excess answers 429 with CORS, exactly the accepted events are stored, other ids and the rest of
 * the API keep answering.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUCKET } from '../../../lambdas/domain/tracking/rate-limit';
import { keys } from '../../../lambdas/table';
import { call } from '../helpers/api';
import { dynamo, eventBody, eventsOf, ingest, store, userWithSetup } from './support';

afterAll(() => dynamo.destroy());

describe('POST /api/t rate limit', () => {
  it('answers 429 past the bucket, stores only what it accepted, and keeps serving', async () => {
    const [hot, calm] = await Promise.all([userWithSetup(), userWithSetup()]);
    const started = Date.now();
    const statuses: number[] = [];
    // 120 events in waves of 12 in flight: twice the burst size, well faster than the refill.
    for (let wave = 0; wave < 10; wave++) {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          ingest(eventBody(hot.trackingId, { event_data: { n: wave * 12 + i } })),
        ),
      );
      for (const answer of answers) {
        statuses.push(answer.status);
        if (answer.status === 429) {
          expect(answer.body).toEqual({
            error: 'rate_limited',
            message: 'Too many events for this tracking id. Please slow down.',
          });
          expect(answer.headers.get('access-control-allow-origin')).toBe('*');
          // Every 429 says when to come back: the bucket refills one event per second.
          expect(answer.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
        }
      }
    }
    const elapsedSeconds = (Date.now() - started) / 1000;
    const accepted = statuses.filter((s) => s === 202).length;
    expect(statuses.filter((s) => s !== 202 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(
      DEFAULT_BUCKET.capacity + Math.ceil(elapsedSeconds * DEFAULT_BUCKET.refillPerSecond),
    );
    expect(await eventsOf(hot.setupId)).toHaveLength(accepted);
    expect(await store.get(keys.rateBucket(hot.trackingId))).toMatchObject({
      rev: accepted,
      expiresAt: expect.any(Number),
    });

    // Another id has its own bucket; the server and the rest of the API answer as before.
    expect((await ingest(eventBody(calm.trackingId))).status).toBe(202);
    expect((await call('/api/health')).status).toBe(200);
    const status = await call(`/api/tracking/status?emailSetupId=${hot.setupId}`, { token: hot.idToken });
    expect(status.body).toMatchObject({ success: true });
    // 120 requests against one DynamoDB Local, which also counts the accepted events for the analytics
    // (the stream aggregator): past 30 s on a loaded machine.
  }, 90_000);
});
