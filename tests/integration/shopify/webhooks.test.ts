/**
 * Issue 31: Shopify's webhook deliveries against the local stack. The payloads are fixtures written from
 * Shopify's documentation (./fixtures.ts), signed as Shopify signs them (./support.ts); the connection is made
 * through the real route with Shopify's Admin API mocked by the stack's loopback stand-in.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  listAccountCommerceEvents,
  listContactCommerceEvents,
} from '../../../lambdas/domain/items/commerce-event';
import type { Contact } from '../../../shared/contracts/contacts';
import { call } from '../helpers/api';
import { newUser } from '../helpers/cognito';
import { tableStore } from '../setup/support';
import { addContact, contactOf, listContacts, patchContact } from '../contacts/api';
import { checkoutCreated, customer, orderCreated } from './fixtures';
import { connect, deliver, newShop, SECRET, sign, TOKEN } from './support';

const store = tableStore();
type User = Awaited<ReturnType<typeof newUser>>;
let owner: User;
let shop: string;
let connectionId: string;
beforeAll(async () => {
  owner = await newUser('shopify-hooks');
  shop = newShop();
  const res = await connect(owner.idToken, { shop, accessToken: TOKEN, webhookSecret: SECRET });
  expect(res.status, res.text).toBe(200);
  connectionId = (res.body as { connection: { connectionId: string } }).connection.connectionId;
});

const events = () =>
  listAccountCommerceEvents(store, owner.sub, '2000-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z');
const contactsNamed = async (email: string) =>
  ((await listContacts(owner.idToken, { q: email })).body as { contacts: Contact[] }).contacts;
const outcomeOf = (res: { body: unknown }) => (res.body as { outcome: string }).outcome;

describe('deliveries signed as Shopify signs them', () => {
  it("maps orders/create to one Placed Order on the buyer's contact; a replayed webhook id changes nothing", async () => {
    const buyer = contactOf(await addContact(owner.idToken, { email: 'ada@shop.test' }), 201);
    // The raw bytes as Shopify sends them (non-ASCII, its own spacing): the signature covers exactly these.
    const raw = JSON.stringify(orderCreated(5_001, 'ada@shop.test'), null, 1);
    const res = await deliver(connectionId, 'orders/create', raw, { shop, webhookId: 'hook-order-1' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: 'recorded: Placed Order' });
    const [stored] = await listContactCommerceEvents(store, owner.sub, buyer.id, 10);
    expect(stored).toMatchObject({ source: 'shopify', valueMinor: 4750, currency: 'EUR' });
    expect(stored!.occurredAt).toBe('2026-11-29T14:15:02.000Z');
    expect(stored!.event).toEqual({
      name: 'Placed Order',
      properties: {
        order_id: '5001',
        items: [
          { id: '808950810', name: 'Fig candle', quantity: 2, price: 12.5 },
          { id: '49148385', name: 'Crème brûlée soap', quantity: 1, price: 17.5 },
        ],
        value: 47.5,
        currency: 'EUR',
      },
    });
    const replay = await deliver(connectionId, 'orders/create', raw, { shop, webhookId: 'hook-order-1' });
    expect(replay.status).toBe(200);
    expect(outcomeOf(replay)).toBe('duplicate');
    // Shopify's own redelivery of the same order under a new webhook id is still one order.
    const again = await deliver(connectionId, 'orders/create', raw, { shop, webhookId: 'hook-order-1b' });
    expect(outcomeOf(again)).toBe('duplicate');
    expect((await events()).filter((e) => e.event.name === 'Placed Order')).toHaveLength(1);
  });

  it('maps checkouts/create and checkouts/update to Started Checkout with the recovery link', async () => {
    const raw = JSON.stringify(checkoutCreated(7_001, 'someone@shop.test'));
    for (const topic of ['checkouts/create', 'checkouts/update']) {
      const res = await deliver(connectionId, topic, raw, { shop });
      expect(res.status, res.text).toBe(200);
      expect(outcomeOf(res)).toBe('recorded: Started Checkout');
    }
    const checkouts = (await events()).filter((e) => e.event.name === 'Started Checkout');
    expect(checkouts).toHaveLength(2);
    expect(checkouts[0]!.event.properties).toMatchObject({
      value: 25,
      currency: 'EUR',
      checkout_url: 'https://jm-shop.myshopify.com/1/checkouts/7001/recover?key=abc123',
      items: [{ id: '808950810', name: 'Fig candle', quantity: 2, price: 12.5 }],
    });
  });
});

describe('consent comes from Shopify', () => {
  it('makes a "subscribed" customer a subscribed contact with a consent record naming Shopify', async () => {
    const raw = JSON.stringify(customer(9_001, 'grace@shop.test', 'subscribed'));
    const res = await deliver(connectionId, 'customers/create', raw, { shop });
    expect(res.status, res.text).toBe(200);
    expect(outcomeOf(res)).toBe('subscribed');
    const [contact] = await contactsNamed('grace@shop.test');
    expect(contact).toMatchObject({
      status: 'subscribed',
      firstName: 'Grace',
      consent: { source: 'shopify', at: '2026-11-28T21:20:00.000Z' },
    });
  });

  it('keeps a customer without marketing consent as a known, never mailed contact', async () => {
    for (const state of ['not_subscribed', 'pending'] as const) {
      const email = `${state}@shop.test`;
      const res = await deliver(
        connectionId,
        'customers/create',
        JSON.stringify(customer(9_100, email, state)),
        {
          shop,
        },
      );
      expect(res.status, res.text).toBe(200);
      expect(outcomeOf(res)).toBe(`known, not mailable: ${state}`);
      expect((await contactsNamed(email)).map((c) => c.status)).toEqual(['not_subscribed']);
    }
  });

  it('never resubscribes an address that unsubscribed; a Shopify unsubscribe unsubscribes', async () => {
    const left = contactOf(await addContact(owner.idToken, { email: 'left@shop.test' }), 201);
    contactOf(await patchContact(owner.idToken, left.id, { status: 'unsubscribed' }));
    const res = await deliver(
      connectionId,
      'customers/update',
      JSON.stringify(customer(9_200, 'left@shop.test', 'subscribed')),
      { shop },
    );
    expect(res.status, res.text).toBe(200);
    expect((await contactsNamed('left@shop.test'))[0]?.status).toBe('unsubscribed');
    contactOf(await addContact(owner.idToken, { email: 'leaving@shop.test' }), 201);
    const leaving = await deliver(
      connectionId,
      'customers/update',
      JSON.stringify(customer(9_201, 'leaving@shop.test', 'unsubscribed')),
      { shop },
    );
    expect(outcomeOf(leaving)).toBe('unsubscribed');
    expect((await contactsNamed('leaving@shop.test'))[0]?.status).toBe('unsubscribed');
  });
});

describe('deliveries that change nothing', () => {
  const raw = () => JSON.stringify(orderCreated(6_001, 'nobody@shop.test'));
  const orders = async () => (await events()).filter((e) => e.event.name === 'Placed Order').length;

  it('answers 401 to a wrong signature, another secret, a signature of other bytes or none', async () => {
    const before = await orders();
    const body = raw();
    const wrong = [
      sign(body, 'another-secret-of-another-app'),
      sign(`${body} `),
      sign(body).slice(0, -4),
      '',
    ];
    for (const hmac of wrong) {
      const res = await deliver(connectionId, 'orders/create', body, { shop, hmac });
      expect(res.status, `${hmac}: ${res.text}`).toBe(401);
    }
    const otherShop = await deliver(connectionId, 'orders/create', body, { shop: 'other.myshopify.com' });
    expect(otherShop.status).toBe(401);
    expect(await orders()).toBe(before);
    // The same delivery, rightly signed, is then taken: the refusals above did not use up its webhook id.
    const ok = await deliver(connectionId, 'orders/create', body, { shop, webhookId: 'hook-after-401' });
    expect(outcomeOf(ok)).toBe('recorded: Placed Order');
  });

  it('answers 413 to a body over 256 KB, even rightly signed', async () => {
    const before = await events();
    const order = { ...orderCreated(6_002, 'big@shop.test'), note: 'x'.repeat(256 * 1024) };
    const res = await deliver(connectionId, 'orders/create', JSON.stringify(order), { shop });
    expect(res.status, res.text.slice(0, 200)).toBe(413);
    expect(await events()).toHaveLength(before.length);
  });

  it('answers 404 to an unknown address, 400 to a bad one, a signed non-JSON body or no webhook id', async () => {
    const before = await orders();
    const body = JSON.stringify(orderCreated(6_003, 'fresh@shop.test'));
    const unknown = await deliver('6f1c1f4e-3d5b-4c1e-9a59-3a2f1f0b7c11', 'orders/create', body, { shop });
    expect(unknown.status).toBe(404);
    const bad = await deliver('not-a-connection', 'orders/create', body, { shop });
    expect(bad.status).toBe(400);
    const malformed = await deliver(connectionId, 'orders/create', '{"id": ', { shop });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'malformed_json' });
    const noId = await call(`/api/shopify/webhooks/${connectionId}`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'orders/create',
        'x-shopify-hmac-sha256': sign(body),
      },
    });
    expect(noId.status).toBe(400);
    expect(await orders()).toBe(before);
  });
});
