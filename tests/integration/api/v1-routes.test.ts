/**
 * The public API's routes (issue 31): events idempotent on the caller's id and linked to the contact of their
 * email; contacts upserted with consent, never resubscribed once they left, read and forgotten.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  listAccountCommerceEvents,
  listContactCommerceEvents,
} from '../../../lambdas/domain/items/commerce-event';
import { CONSENT_REQUIRED_MESSAGE } from '../../../shared/contracts/api-v1';
import { consent, order, premiumWithKey, store, v1 } from './support';

let shop: Awaited<ReturnType<typeof premiumWithKey>>;
beforeAll(async () => {
  shop = await premiumWithKey('v1-routes');
});

const eventsOf = (sub: string) =>
  listAccountCommerceEvents(store, sub, '2000-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z');

const cart = (id: string, email?: string) => ({
  id,
  name: 'Added to Cart',
  properties: {
    items: [{ id: 'sku-2', name: 'Moss soap', quantity: 1, price: 6 }],
    value: 6,
    currency: 'USD',
  },
  ...(email ? { email } : {}),
});

describe('POST /api/v1/events', () => {
  it('stores an event once per caller id, linked to the contact of its email', async () => {
    const put = await v1('/contacts/Buyer@Shop.test', {
      method: 'PUT',
      key: shop.secret,
      body: { subscribed: true, consent, firstName: 'Bea' },
    });
    expect(put.status, put.text).toBe(201);
    const first = await v1('/events', {
      method: 'POST',
      key: shop.secret,
      body: cart('c-1', 'buyer@shop.test'),
    });
    expect(first.status, first.text).toBe(202);
    expect(first.body).toMatchObject({ stored: true, contactId: expect.any(String) });
    const again = await v1('/events', {
      method: 'POST',
      key: shop.secret,
      body: cart('c-1', 'buyer@shop.test'),
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ stored: false, eventId: null });
    const contactId = (first.body as { contactId: string }).contactId;
    expect(await listContactCommerceEvents(store, shop.user.sub, contactId, 10)).toHaveLength(1);
  });

  it('stores an event of an unknown email without a contact, and creates no contact', async () => {
    const res = await v1('/events', {
      method: 'POST',
      key: shop.secret,
      body: cart('c-2', 'stranger@shop.test'),
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ stored: true, contactId: null });
    expect((await v1('/contacts/stranger@shop.test', { key: shop.secret })).status).toBe(404);
  });

  it('is idempotent on order_id for Placed Order, and takes the sender’s time', async () => {
    const time = '2026-11-28T08:00:00Z';
    expect(
      (await v1('/events', { method: 'POST', key: shop.secret, body: order('o-9', { time }) })).status,
    ).toBe(202);
    const other = await v1('/events', {
      method: 'POST',
      key: shop.secret,
      body: order('o-9', { id: 'another' }),
    });
    expect(other.body).toMatchObject({ stored: false });
    const orders = (await eventsOf(shop.user.sub)).filter((e) => e.event.name === 'Placed Order');
    expect(orders).toEqual([
      expect.objectContaining({ occurredAt: '2026-11-28T08:00:00.000Z', valueMinor: 2500 }),
    ]);
  });

  // Any other name is a custom event (v1-custom-events.test.ts), so a name is refused only when empty; a
  // commerce name is refused with another event's properties.
  it('refuses an empty name, a commerce name with the wrong properties or a bad property with 400 naming the field, storing nothing', async () => {
    const before = (await eventsOf(shop.user.sub)).length;
    const noName = await v1('/events', {
      method: 'POST',
      key: shop.secret,
      body: { ...cart('c-3'), name: ' ' },
    });
    expect(noName.status, noName.text).toBe(400);
    expect(noName.text).toContain('name is required');
    const cartAsOrder = await v1('/events', {
      method: 'POST',
      key: shop.secret,
      body: { ...cart('c-5'), name: 'Placed Order' },
    });
    expect(cartAsOrder.status, cartAsOrder.text).toBe(400);
    // Each problem at its own field, not one at `body` (a journey's Placed Order without order_id).
    expect((cartAsOrder.body as { issues: unknown }).issues).toContainEqual({
      path: 'body.properties.order_id',
      message: 'order_id is required',
    });
    const noItems = await v1('/events', {
      method: 'POST',
      key: shop.secret,
      body: { ...cart('c-4'), properties: { items: [], value: 1, currency: 'EUR' } },
    });
    expect(noItems.status).toBe(400);
    expect((noItems.body as { issues: unknown }).issues).toEqual([
      { path: 'body.properties.items', message: 'items must have at least one item' },
    ]);
    const noId = await v1('/events', {
      method: 'POST',
      key: shop.secret,
      body: { ...cart('x'), id: undefined },
    });
    expect(noId.status).toBe(400);
    expect((await eventsOf(shop.user.sub)).length).toBe(before);
  });
});

describe('contacts', () => {
  it('needs consent to subscribe: 422 in words, nothing added', async () => {
    const res = await v1('/contacts/new@shop.test', {
      method: 'PUT',
      key: shop.secret,
      body: { subscribed: true },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'consent_required', message: CONSENT_REQUIRED_MESSAGE });
    expect((await v1('/contacts/new@shop.test', { key: shop.secret })).status).toBe(404);
    const noSubscribe = await v1('/contacts/new@shop.test', { method: 'PUT', key: shop.secret, body: {} });
    expect(noSubscribe.status).toBe(404);
  });

  it('adds with consent (source api, the caller’s words kept), updates, reads', async () => {
    const added = await v1('/contacts/ann@shop.test', {
      method: 'PUT',
      key: shop.secret,
      body: { subscribed: true, consent, tags: ['VIP'] },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      contact: {
        email: 'ann@shop.test',
        status: 'subscribed',
        tags: ['vip'],
        consent: { source: 'api', at: consent.time, detail: 'checkout checkbox' },
      },
    });
    const updated = await v1('/contacts/ann@shop.test', {
      method: 'PUT',
      key: shop.secret,
      body: { lastName: 'Lee' },
    });
    expect(updated.status).toBe(200);
    const read = await v1('/contacts/ANN%40shop.test', { key: shop.secret });
    expect(read.body).toMatchObject({ contact: { lastName: 'Lee', status: 'subscribed' } });
  });

  it('never resubscribes someone who left, before or after they were forgotten', async () => {
    const email = 'leaver@shop.test';
    expect(
      (
        await v1(`/contacts/${email}`, {
          method: 'PUT',
          key: shop.secret,
          body: { subscribed: true, consent },
        })
      ).status,
    ).toBe(201);
    const left = await v1(`/contacts/${email}`, {
      method: 'PUT',
      key: shop.secret,
      body: { subscribed: false },
    });
    expect(left.body).toMatchObject({ contact: { status: 'unsubscribed' } });
    const back = await v1(`/contacts/${email}`, {
      method: 'PUT',
      key: shop.secret,
      body: { subscribed: true, consent },
    });
    expect(back.status).toBe(409);
    const forgotten = await v1(`/contacts/${email}`, { method: 'DELETE', key: shop.secret });
    expect(forgotten.status).toBe(200);
    expect((await v1(`/contacts/${email}`, { key: shop.secret })).status).toBe(404);
    const again = await v1(`/contacts/${email}`, {
      method: 'PUT',
      key: shop.secret,
      body: { subscribed: true, consent },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'contact_suppressed' });
  });

  it('forgets a subscribed contact entirely; a bad address is a 400', async () => {
    const email = 'gone@shop.test';
    await v1(`/contacts/${email}`, { method: 'PUT', key: shop.secret, body: { subscribed: true, consent } });
    expect((await v1(`/contacts/${email}`, { method: 'DELETE', key: shop.secret })).status).toBe(200);
    expect((await v1(`/contacts/${email}`, { method: 'DELETE', key: shop.secret })).status).toBe(404);
    expect((await v1('/contacts/not-an-address', { key: shop.secret })).status).toBe(400);
  });
});
