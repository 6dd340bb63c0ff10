/**
 * The order/visit race (issue 31): a campaign visit's touch is written by the tracking aggregator, an order is
 * counted by the commerce one, two stream triggers that may run in either order. Both orders are driven here
 * by hand, deterministically, on a table of this file's own in DynamoDB Local (no stream poller reads it):
 * the visit's event stored as the ingest stores it, the order recorded by recordCommerceEvent, then
 * applyEvents (the visit) and countOrder (the order) called in one order or the other. Either way the order
 * is credited to the campaign, once; another visitor's campaign visit credits nothing.
 */
import { randomUUID } from 'node:crypto';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DynamoStore } from '../../../lambdas/adapters/aws/dynamo-store';
import { applyEvents, countedEventOf } from '../../../lambdas/domain/analytics/aggregate-event';
import { countOrder } from '../../../lambdas/domain/analytics/commerce-aggregate';
import { recordCommerceEvent } from '../../../lambdas/domain/commerce/record-event';
import { analyticsCountersKeys, counterEntries } from '../../../lambdas/domain/items/analytics-counters';
import { toTrackingEventItem } from '../../../lambdas/domain/items/tracking-event';
import { dynamoClient, ensureTable } from '../../../lambdas/local/dynamodb';
import { parseCommerceEvent } from '../../../shared/contracts/commerce-events';

const { env } = inject('stack');
const client = dynamoClient(env.AWS_ENDPOINT_DYNAMODB as string, env.AWS_REGION as string);
const tableName = `race-${randomUUID().slice(0, 8)}`;
const store = new DynamoStore(client, tableName);

beforeAll(() => ensureTable(client, tableName));
afterAll(async () => {
  await client.send(new DeleteTableCommand({ TableName: tableName }));
  client.destroy();
});

/** A campaign visit of `hash`'s visitor at `at`, stored as the ingest stores it; its stream image. */
async function campaignVisit(setupId: string, hash: string, at: Date) {
  const item = toTrackingEventItem({
    setupId,
    eventId: randomUUID(),
    eventName: 'pixel-loaded',
    receivedAt: at.toISOString(),
    pageUrl: 'https://shop.example.com/',
    trackingId: `jm_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
    eventData: '{}',
    clientTimestamp: at.toISOString(),
    utmSource: 'junglemail',
    utmMedium: 'email',
    utmCampaign: 'fig-candles',
    visitorHash: `v-${hash}`,
    attributionHash: hash,
    expiresAt: Math.floor(at.getTime() / 1000) + 86_400,
  });
  await store.put(item);
  return countedEventOf(item)!;
}

/** A Placed Order of the visitor `hash`, `seconds` after `at`, recorded as the ingest does. */
async function order(accountId: string, setupId: string, hash: string, at: Date, seconds: number) {
  const parsed = parseCommerceEvent('Placed Order', {
    order_id: randomUUID(),
    items: [{ id: 'fig', name: 'Fig candle', quantity: 1, price: 25 }],
    value: 25,
    currency: 'EUR',
  });
  if (!parsed.ok) throw new Error(parsed.message);
  const result = await recordCommerceEvent(store, {
    accountId,
    event: parsed.event,
    source: 'site',
    visit: { setupId, attributionHash: hash },
    now: new Date(at.getTime() + seconds * 1000),
  });
  if (!result.stored) throw new Error('not stored');
  return result.record;
}

async function dayCounters(setupId: string, at: Date): Promise<Record<string, number>> {
  const item = await store.get(analyticsCountersKeys.analyticsDay(setupId, at.toISOString().slice(0, 10)));
  return Object.fromEntries(item ? counterEntries(item) : []);
}

const ids = () => ({ accountId: randomUUID(), setupId: randomUUID(), hash: randomUUID() });

describe('an order seconds after its campaign visit', () => {
  it('is credited when the visit is counted first', async () => {
    const { accountId, setupId, hash } = ids();
    const at = new Date(Date.now() - 60_000);
    const visit = await campaignVisit(setupId, hash, at);
    const placed = await order(accountId, setupId, hash, at, 5);
    await applyEvents(store, [visit]);
    expect(await countOrder(store, placed, new Date())).toBe('counted');
    expect(await dayCounters(setupId, at)).toMatchObject({
      co: 1,
      'cc:fig-candles': 1,
      'cr:fig-candles:EUR': 25,
    });
  });

  it('is credited, once, when the order is counted before the visit', async () => {
    const { accountId, setupId, hash } = ids();
    const at = new Date(Date.now() - 60_000);
    const visit = await campaignVisit(setupId, hash, at);
    const placed = await order(accountId, setupId, hash, at, 5);
    expect(await countOrder(store, placed, new Date())).toBe('counted');
    await applyEvents(store, [visit]);
    expect(await countOrder(store, placed, new Date())).toBe('already_counted');
    expect(await dayCounters(setupId, at)).toMatchObject({
      co: 1,
      'cc:fig-candles': 1,
      'cr:fig-candles:EUR': 25,
    });
  });

  it("is not credited for another visitor's campaign visit", async () => {
    const { accountId, setupId, hash } = ids();
    const at = new Date(Date.now() - 60_000);
    await campaignVisit(setupId, randomUUID(), at);
    const placed = await order(accountId, setupId, hash, at, 5);
    expect(await countOrder(store, placed, new Date())).toBe('counted');
    const counters = await dayCounters(setupId, at);
    expect(counters.co).toBe(1);
    expect(Object.keys(counters).filter((name) => name.startsWith('cc:'))).toEqual([]);
  });
});
