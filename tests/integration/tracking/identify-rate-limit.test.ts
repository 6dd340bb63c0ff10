/**
 * jm('identify')'s rate limit (issue 31) against the local stack: POST /api/identify/{trackingId} takes a
 * burst of IDENTIFY_LIMIT.capacity calls from one caller on one site, then answers 429 with Retry-After and
 * CORS, and no token; another caller, and the same caller on another site, are still answered. The callers
 * are told apart as CloudFront tells them (viaCloudFront, the stack's origin secret).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { IDENTIFY_LIMIT } from '../../../lambdas/domain/signup/identify-limits';
import { call } from '../helpers/api';
import { viaCloudFront } from '../helpers/cloudfront';
import { dynamo, userWithSetup } from './support';

afterAll(() => dynamo.destroy());

const identify = (trackingId: string, address: string) =>
  call(`/api/identify/${trackingId}`, {
    method: 'POST',
    body: JSON.stringify({ email: `buyer-${randomUUID().slice(0, 8)}@example.com` }),
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...viaCloudFront(address) },
  });

describe('POST /api/identify/{trackingId} rate limit', () => {
  it(`takes ${IDENTIFY_LIMIT.capacity} calls from one caller, then 429 with Retry-After`, async () => {
    const [shop, other] = await Promise.all([userWithSetup(), userWithSetup()]);
    const caller = `198.51.100.${Math.floor(Math.random() * 250) + 1}:40000`;
    const started = Date.now();
    let accepted = 0;
    let refused = await identify(shop.trackingId, caller);
    // The bucket refills one call per 6 s while the burst runs: on a loaded machine a few more pass.
    for (let i = 0; refused.status === 200 && i < 2 * IDENTIFY_LIMIT.capacity; i++) {
      accepted++;
      refused = await identify(shop.trackingId, caller);
    }
    const refilled = Math.ceil(((Date.now() - started) / 1000) * IDENTIFY_LIMIT.refillPerSecond);
    expect(accepted).toBeGreaterThanOrEqual(IDENTIFY_LIMIT.capacity);
    expect(accepted).toBeLessThanOrEqual(IDENTIFY_LIMIT.capacity + refilled);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: 'rate_limited',
      message: 'Too many identify calls in a short time. Please try again in a minute.',
    });
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');

    expect((await identify(shop.trackingId, '203.0.113.7:40000')).status).toBe(200);
    expect((await identify(other.trackingId, caller)).status).toBe(200);
  }, 60_000);
});
