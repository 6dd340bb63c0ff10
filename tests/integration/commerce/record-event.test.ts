import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DynamoStore } from '../../../lambdas/adapters/aws/dynamo-store';
import { recordCommerceEvent } from '../../../lambdas/domain/commerce/record-event';
import {
  listAccountCommerceEvents,
  listContactCommerceEvents,
} from '../../../lambdas/domain/items/commerce-event';
import { parseCommerceEvent } from '../../../shared/contracts/commerce-events';

const { env } = inject('stack');
const client = new DynamoDBClient({
  endpoint: env.AWS_ENDPOINT_DYNAMODB,
  region: env.AWS_REGION,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const store = new DynamoStore(client, env.TABLE_NAME as string);
afterAll(() => client.destroy());

const order = (orderId: string) => {
  const parsed = parseCommerceEvent('Placed Order', {
    order_id: orderId,
    items: [{ id: 'sku-1', name: 'Fig candle', quantity: 2, price: 12.5 }],
    value: 25,
    currency: 'eur',
  });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.event;
};

describe('recordCommerceEvent against DynamoDB Local (issue 31)', () => {
  it('stores a Placed Order once per order_id, whatever its source, and finds it by contact and by time', async () => {
    const accountId = randomUUID();
    const contactId = randomUUID();
    const now = new Date('2026-11-29T10:00:00.000Z');
    const first = await recordCommerceEvent(store, {
      accountId,
      event: order('1001'),
      source: 'site',
      contactId,
      now,
    });
    expect(first.stored).toBe(true);
    const again = await recordCommerceEvent(store, {
      accountId,
      event: order('1001'),
      source: 'shopify',
      dedupeId: 'webhook-1',
      now,
    });
    expect(again).toEqual({ stored: false, reason: 'duplicate' });
    const byContact = await listContactCommerceEvents(store, accountId, contactId, 10);
    expect(byContact).toHaveLength(1);
    expect(byContact[0]).toMatchObject({ valueMinor: 2500, currency: 'EUR', source: 'site' });
    expect(byContact[0]!.event.name).toBe('Placed Order');
    const byTime = await listAccountCommerceEvents(
      store,
      accountId,
      '2026-11-29T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
    );
    expect(byTime.map((e) => e.eventId)).toEqual([byContact[0]!.eventId]);
    // Another account's order with the same id is its own.
    const other = await recordCommerceEvent(store, {
      accountId: randomUUID(),
      event: order('1001'),
      source: 'site',
      now,
    });
    expect(other.stored).toBe(true);
  });

  it('dedupes other events only on the sender id, per source', async () => {
    const accountId = randomUUID();
    const parsed = parseCommerceEvent('Viewed Product', {
      id: 'p1',
      name: 'Fig candle',
      price: 12.5,
      currency: 'EUR',
      url: 'https://shop.example/fig',
    });
    if (!parsed.ok) throw new Error(parsed.message);
    const now = new Date();
    const input = { accountId, event: parsed.event, now };
    expect((await recordCommerceEvent(store, { ...input, source: 'api', dedupeId: 'e1' })).stored).toBe(true);
    expect((await recordCommerceEvent(store, { ...input, source: 'api', dedupeId: 'e1' })).stored).toBe(
      false,
    );
    expect((await recordCommerceEvent(store, { ...input, source: 'shopify', dedupeId: 'e1' })).stored).toBe(
      true,
    );
    expect((await recordCommerceEvent(store, { ...input, source: 'site' })).stored).toBe(true);
    expect((await recordCommerceEvent(store, { ...input, source: 'site' })).stored).toBe(true);
  });
});
