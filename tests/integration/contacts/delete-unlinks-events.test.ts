/**
 * Deleting a contact unlinks their events at once (issue 31): a contact with a tracking event and a commerce
 * event linked to them (stored as the ingest and recordCommerceEvent store them), deleted through
 * DELETE /api/contacts/{id}: neither contact index names them any more, and both events are still there,
 * anonymous (no contactId). Another account's contact, deleted by nobody, keeps its link.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordCommerceEvent } from '../../../lambdas/domain/commerce/record-event';
import {
  listAccountCommerceEvents,
  listContactCommerceEvents,
} from '../../../lambdas/domain/items/commerce-event';
import { listContactEvents, putTrackingEvent } from '../../../lambdas/domain/items/tracking-event';
import { keys } from '../../../lambdas/table';
import { parseCommerceEvent } from '../../../shared/contracts/commerce-events';
import { newUser } from '../helpers/cognito';
import { tableStore } from '../setup/support';
import { addContact, contactOf, deleteContact } from './api';

const store = tableStore();
type User = Awaited<ReturnType<typeof newUser>>;
let owner: User;
let other: User;

/** A contact of `user` with one site event and one order linked to them. */
async function contactWithEvents(user: User) {
  const contact = contactOf(
    await addContact(user.idToken, { email: `buyer-${randomUUID().slice(0, 8)}@example.com` }),
    201,
  );
  const now = new Date();
  const setupId = randomUUID();
  const eventId = randomUUID();
  await putTrackingEvent(store, {
    setupId,
    accountId: user.sub,
    contactId: contact.id,
    eventId,
    eventName: 'Viewed-Page',
    receivedAt: now.toISOString(),
    pageUrl: 'https://shop.example.com/p',
    trackingId: 'jm_test',
    eventData: '{}',
    clientTimestamp: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + 3600,
  });
  const parsed = parseCommerceEvent('Placed Order', {
    order_id: randomUUID(),
    items: [{ id: 'fig', name: 'Fig candle', quantity: 1, price: 25 }],
    value: 25,
    currency: 'EUR',
  });
  if (!parsed.ok) throw new Error(parsed.message);
  const order = await recordCommerceEvent(store, {
    accountId: user.sub,
    contactId: contact.id,
    event: parsed.event,
    source: 'api',
    now,
  });
  if (!order.stored) throw new Error('order not stored');
  return {
    contactId: contact.id,
    event: keys.trackingEvent(setupId, now.toISOString(), eventId),
    order: order.record,
  };
}

const linked = async (sub: string, contactId: string) => ({
  events: (await listContactEvents(store, { accountId: sub, contactId, now: new Date() })).events.length,
  orders: (await listContactCommerceEvents(store, sub, contactId, 10)).length,
});

beforeAll(async () => {
  [owner, other] = await Promise.all([newUser('unlink'), newUser('unlink-other')]);
});

describe('DELETE /api/contacts/{id} and the contact’s events', () => {
  it('unlinks their site events and orders at once, keeping them anonymous', async () => {
    const mine = await contactWithEvents(owner);
    const theirs = await contactWithEvents(other);
    await expect.poll(() => linked(owner.sub, mine.contactId)).toEqual({ events: 1, orders: 1 });

    expect((await deleteContact(owner.idToken, mine.contactId)).status).toBe(200);
    expect(await linked(owner.sub, mine.contactId)).toEqual({ events: 0, orders: 0 });
    const event = await store.get(mine.event);
    expect(event).toBeDefined();
    expect(event).not.toHaveProperty('contactId');
    const orders = await listAccountCommerceEvents(store, owner.sub, '2000-01-01', '2999-01-01');
    expect(orders.map((o) => [o.eventId, o.contactId])).toEqual([[mine.order.eventId, undefined]]);

    expect(await linked(other.sub, theirs.contactId)).toEqual({ events: 1, orders: 1 });
  });
});
