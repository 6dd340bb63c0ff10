/**
 * Custom events through the public API (issue 31): POST /api/v1/events with a name of the shop's own and its
 * own properties is stored as the same item kind as the commerce events (what flows' event triggers read),
 * linked to the contact of its email, once per id; the contact's activity shows it; a refused one stores
 * nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  listAccountCommerceEvents,
  listContactCommerceEvents,
} from '../../../lambdas/domain/items/commerce-event';
import { call } from '../helpers/api';
import { consent, premiumWithKey, store, v1 } from './support';

let shop: Awaited<ReturnType<typeof premiumWithKey>>;
let contactId: string;
beforeAll(async () => {
  shop = await premiumWithKey('v1-custom');
  const put = await v1('/contacts/renewer@shop.test', {
    method: 'PUT',
    key: shop.secret,
    body: { subscribed: true, consent },
  });
  expect(put.status, put.text).toBe(201);
});

const renewed = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: 'Subscription Renewed',
  email: 'renewer@shop.test',
  properties: { plan: 'gold', months: 12, gift: { to: 'a friend' } },
  ...extra,
});
const allEvents = () =>
  listAccountCommerceEvents(store, shop.user.sub, '2000-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z');

describe('POST /api/v1/events with a custom event', () => {
  it("stores it once per id, on the contact, with its properties, and shows it on the contact's activity", async () => {
    const first = await v1('/events', { method: 'POST', key: shop.secret, body: renewed('r-1') });
    expect(first.status, first.text).toBe(202);
    expect(first.body).toMatchObject({ stored: true, contactId: expect.any(String) });
    contactId = (first.body as { contactId: string }).contactId;
    const again = await v1('/events', { method: 'POST', key: shop.secret, body: renewed('r-1') });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ stored: false, eventId: null });

    const [stored] = await listContactCommerceEvents(store, shop.user.sub, contactId, 10);
    expect(stored).toMatchObject({
      source: 'api',
      valueMinor: 0,
      event: {
        name: 'Subscription Renewed',
        properties: { plan: 'gold', months: 12, gift: { to: 'a friend' } },
      },
    });
    const activity = await call<{ events: { name: string; properties: unknown }[] }>(
      `/api/contacts/${contactId}/activity`,
      { token: shop.user.idToken },
    );
    expect(activity.status, activity.text).toBe(200);
    expect(activity.body.events.map((e) => e.name)).toEqual(['Subscription Renewed']);
  });

  it('refuses a name over 100 characters or properties that are not an object, storing nothing', async () => {
    const before = (await allEvents()).length;
    const long = await v1('/events', {
      method: 'POST',
      key: shop.secret,
      body: renewed('r-2', { name: 'x'.repeat(101) }),
    });
    expect(long.status).toBe(400);
    expect(long.text).toContain('name is longer than 100 characters');
    const list = await v1('/events', {
      method: 'POST',
      key: shop.secret,
      body: renewed('r-3', { properties: ['gold'] }),
    });
    expect(list.status).toBe(400);
    expect(list.text).toContain('properties must be an object');
    expect((await allEvents()).length).toBe(before);
  });
});
