/**
 * Shopify customers who did not subscribe (issue 31), against the local stack: a customers/create whose
 * email_marketing_consent is "not_subscribed" (Shopify's documented shape, ./fixtures.ts, signed as Shopify
 * signs) makes a known contact of status not_subscribed: not counted as a subscriber, their order (orders/create)
 * on their page, and a campaign sent for real to the account (the send job, the worker, the SES stand-in)
 * mails the subscribed reader and never them. Their later "subscribed" in Shopify subscribes them, with a
 * consent record naming Shopify.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { listContactCommerceEvents } from '../../../lambdas/domain/items/commerce-event';
import type { Contact } from '../../../shared/contracts/contacts';
import { contactCountsResponseSchema } from '../../../shared/contracts/contacts';
import { owner as sendingOwner, sendCampaign, store, type Owner } from '../campaign-results/support';
import { call } from '../helpers/api';
import { listContacts } from '../contacts/api';
import { sentMails } from '../../support/sending-data';
import { customer, orderCreated } from './fixtures';
import { connect, deliver, newShop, SECRET, TOKEN } from './support';

let owner: Owner;
let shop: string;
let connectionId: string;
const known = `known-${randomUUID().slice(0, 8)}@shop.test`;
const reader = `reader-${randomUUID().slice(0, 8)}@shop.test`;

const contactNamed = async (email: string) =>
  ((await listContacts(owner.idToken, { q: email })).body as { contacts: Contact[] }).contacts[0];
const counts = async () =>
  contactCountsResponseSchema.parse((await call('/api/contacts/counts', { token: owner.idToken })).body)
    .counts;

beforeAll(async () => {
  owner = await sendingOwner('shopify-known');
  shop = newShop();
  const res = await connect(owner.idToken, { shop, accessToken: TOKEN, webhookSecret: SECRET });
  expect(res.status, res.text).toBe(200);
  connectionId = (res.body as { connection: { connectionId: string } }).connection.connectionId;
});

describe('a Shopify customer who did not subscribe', () => {
  it('is a known contact, never mailed, with their orders on their page', async () => {
    const res = await deliver(
      connectionId,
      'customers/create',
      JSON.stringify(customer(9_300, known, 'not_subscribed')),
      {
        shop,
      },
    );
    expect(res.status, res.text).toBe(200);
    expect((res.body as { outcome: string }).outcome).toBe('known, not mailable: not_subscribed');
    const contact = await contactNamed(known);
    expect(contact).toMatchObject({ status: 'not_subscribed', firstName: 'Grace' });
    expect(await counts()).toMatchObject({ subscribed: 0, not_subscribed: 1 });

    const order = await deliver(connectionId, 'orders/create', JSON.stringify(orderCreated(5_300, known)), {
      shop,
    });
    expect((order.body as { outcome: string }).outcome).toBe('recorded: Placed Order');
    const [placed] = await listContactCommerceEvents(store, owner.sub, contact!.id, 10);
    expect(placed).toMatchObject({ source: 'shopify', valueMinor: 4750 });

    const { mails } = await sendCampaign(owner, [reader], 'Our fig candles are back.');
    expect(mails.get(reader)).toBeDefined();
    const all = await sentMails({ store, ses: inject('stack').env.AWS_ENDPOINT_SES as string });
    expect(all.filter((m) => m.destination.to.includes(known))).toEqual([]);
  }, 90_000);

  it('is subscribed when Shopify later says subscribed, with a consent record naming Shopify', async () => {
    const res = await deliver(
      connectionId,
      'customers/update',
      JSON.stringify(customer(9_300, known, 'subscribed')),
      {
        shop,
      },
    );
    expect((res.body as { outcome: string }).outcome).toBe('subscribed');
    expect(await contactNamed(known)).toMatchObject({
      status: 'subscribed',
      consent: { source: 'shopify', at: '2026-11-28T21:20:00.000Z' },
    });
    expect(await counts()).toMatchObject({ subscribed: 2, not_subscribed: 0 });
  });
});
