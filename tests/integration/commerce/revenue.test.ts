/**
 * Orders and revenue in analytics (issue 31) over the local stack: Placed Orders through the real ingest
 * (and one recorded as from the API), DynamoDB Local's stream, the local stream poller, the order counter
 * (analyticsCommerce) and GET /api/analytics/revenue. An order from a visitor who came from a campaign link
 * is credited to that campaign (the attribution rules); one from another visitor and one from the API are
 * orders and revenue but credited to no campaign; an order_id sent twice counts once. Another account sees
 * none of it; no token is 401; a bad range is 400. A record the counter cannot read is skipped, not retried.
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDeps } from '../../../lambdas/deps';
import { createFullDeps } from '../../../lambdas/wiring/all';
import { recordCommerceEvent } from '../../../lambdas/domain/commerce/record-event';
import { parseCommerceEvent } from '../../../shared/contracts/commerce-events';
import type { RevenueReport } from '../../../shared/contracts/analytics-revenue';
import { call } from '../helpers/api';
import { dynamo, store, type TrackedUser, userWithSetup } from '../tracking/support';
import { CHROME, IPHONE, reportWhen, send } from '../analytics/support';

afterAll(() => dynamo.destroy());

let owner: TrackedUser;
const fromCampaign = { ip: '10.31.0.1', userAgent: CHROME };
const direct = { ip: '10.31.0.2', userAgent: IPHONE };
const line = { id: 'sku-1', name: 'Fig candle', quantity: 1, price: 40 };
const order = (orderId: string, value: number) => ({
  event_name: 'Placed Order',
  event_data: { order_id: orderId, items: [{ ...line, price: value }], value, currency: 'EUR' },
  page_url: 'https://shop.example.com/thanks',
});

const revenue = (token: string | undefined, query = 'range=7d') =>
  call<RevenueReport>(`/api/analytics/revenue?${query}`, token ? { token } : {});

async function revenueWhen(token: string, done: (r: RevenueReport) => boolean): Promise<RevenueReport> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await revenue(token);
    expect(res.status, res.text).toBe(200);
    if (done(res.body) || Date.now() > deadline) return res.body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  owner = await userWithSetup();
  const visit = { page_url: 'https://shop.example.com/?utm_source=jungle&utm_campaign=spring-sale' };
  expect((await send(owner.trackingId, fromCampaign, visit)).status).toBe(202);
  // The campaign visit's touch is written by the tracking aggregator: wait until it has counted the visit.
  await reportWhen(owner.idToken, 'range=7d&tz=UTC', (r) =>
    r.utmCampaigns.some((c) => c.name === 'spring-sale'),
  );
  expect((await send(owner.trackingId, fromCampaign, order('A-1', 40))).status).toBe(202);
  expect((await send(owner.trackingId, fromCampaign, order('A-1', 40))).status).toBe(202);
  expect((await send(owner.trackingId, direct, order('A-2', 10.5))).status).toBe(202);
  const parsed = parseCommerceEvent('Placed Order', order('A-3', 5).event_data);
  if (!parsed.ok) throw new Error(parsed.message);
  await recordCommerceEvent(store, {
    accountId: owner.sub,
    event: parsed.event,
    source: 'api',
    now: new Date(),
  });
});

describe('GET /api/analytics/revenue', () => {
  it('shows orders and revenue per day and credits the campaign visitor’s order to the campaign, each order once', async () => {
    const report = await revenueWhen(owner.idToken, (r) => r.totals.orders >= 3);
    const today = new Date().toISOString().slice(0, 10);
    expect(report.totals).toEqual({ orders: 3, revenue: [{ currency: 'EUR', total: 55.5 }] });
    expect(report.days).toEqual([{ date: today, orders: 3, revenue: [{ currency: 'EUR', total: 55.5 }] }]);
    expect(report.campaigns).toEqual([
      { campaign: 'spring-sale', name: null, conversions: 1, revenue: [{ currency: 'EUR', total: 40 }] },
    ]);
  });

  it('shows another account nothing, refuses no token and a bad range', async () => {
    const stranger = await userWithSetup();
    const theirs = await revenue(stranger.idToken);
    expect(theirs.status).toBe(200);
    expect(theirs.body.totals).toEqual({ orders: 0, revenue: [] });
    expect(theirs.body.campaigns).toEqual([]);
    expect((await revenue(undefined)).status).toBe(401);
    expect((await revenue(owner.idToken, 'range=year')).status).toBe(400);
  });
});

describe('the order counter (analyticsCommerce)', () => {
  it('skips a stream record it cannot read instead of having it retried for ever', async () => {
    const { handler } = await import('../../../lambdas/handlers/analytics-commerce');
    const d = createFullDeps(inject('stack').env);
    const record = (seq: string, image: Record<string, unknown>) => ({
      eventName: 'INSERT' as const,
      dynamodb: { SequenceNumber: seq, NewImage: marshall(image) },
    });
    const bad = record('1', { pk: `CEVENTS#${owner.sub}`, sk: 'CEVENT#unreadable', what: 'not an event' });
    const event = { Records: [bad] } as unknown as DynamoDBStreamEvent;
    const out = await withDeps(d, () => handler(event));
    expect(out.batchItemFailures).toEqual([]);
  });
});
