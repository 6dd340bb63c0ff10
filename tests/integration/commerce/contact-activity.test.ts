/**
 * GET /api/contacts/{contactId}/activity (issue 31) over HTTP against DynamoDB Local: the contact's commerce
 * events, the campaign emails they received with opens and clicks, orders and revenue. Seeded through the
 * store with the writers the product uses (recordCommerceEvent, the recipient mark, the open mark, the click
 * log); another account's token, no token and an unknown id reach nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { recordCommerceEvent } from '../../../lambdas/domain/commerce/record-event';
import { markOpener } from '../../../lambdas/domain/items/campaign-engagement';
import { clickLogWrite, EMPTY_CLICK_LOG } from '../../../lambdas/domain/items/click-log';
import { recipientMark } from '../../../lambdas/domain/items/recipient-mark';
import { keys } from '../../../lambdas/table';
import { parseCommerceEvent } from '../../../shared/contracts/commerce-events';
import type { ContactActivity } from '../../../shared/contracts/contact-activity';
import { seedCampaign, seedContacts } from '../../support/sending-data';
import { call } from '../helpers/api';
import { newUser, type Tokens } from '../helpers/cognito';
import { tableStore } from '../setup/support';

const store = tableStore();
const target = { store, ses: '' };
let owner: Tokens & { sub: string };
let contactId: string;
let otherContactId: string;

const event = (name: string, properties: unknown) => {
  const parsed = parseCommerceEvent(name, properties);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.event;
};
const line = { id: 'sku-1', name: 'Fig candle', quantity: 1, price: 25 };
const order = (orderId: string, value: number) =>
  event('Placed Order', { order_id: orderId, items: [{ ...line, price: value }], value, currency: 'EUR' });

beforeAll(async () => {
  owner = await newUser('activity');
  const account = { sub: owner.sub, domain: 'shop.example.com' };
  [contactId, otherContactId] = (await seedContacts(target, owner.sub, [
    { email: 'ann@example.com' },
    { email: 'bob@example.com' },
  ])) as [string, string];
  const [opened, skipped] = [await seedCampaign(target, account), await seedCampaign(target, account)];
  const sentAt = '2026-11-20T09:00:00.000Z';
  await store.put(recipientMark(opened, contactId, 'sent', { sentAt, messageId: 'm-1' }));
  await store.put(recipientMark(skipped, contactId, 'skipped', { reason: 'suppressed' }));
  await store.transact([markOpener(opened, contactId, '2026-11-20T10:00:00.000Z')]);
  const key = keys.campaignClickLog(opened, contactId);
  const next = { recent: [{ id: 'c1', link: 0, at: sentAt }], humanLinks: { '0': 2 }, version: 1 };
  await store.transact([clickLogWrite(key, EMPTY_CLICK_LOG, next)]);
  const now = (iso: string) => new Date(iso);
  const accountId = owner.sub;
  await recordCommerceEvent(store, {
    accountId,
    contactId,
    source: 'site',
    now: now('2026-11-21T10:00:00.000Z'),
    event: event('Added to Cart', { items: [line], value: 25, currency: 'EUR' }),
  });
  await recordCommerceEvent(store, {
    accountId,
    contactId,
    source: 'site',
    now: now('2026-11-21T10:05:00.000Z'),
    event: order('A-1', 25),
  });
  await recordCommerceEvent(store, {
    accountId,
    contactId,
    source: 'api',
    now: now('2026-11-22T10:00:00.000Z'),
    event: order('A-2', 10.5),
  });
  await recordCommerceEvent(store, {
    accountId,
    contactId: otherContactId,
    source: 'site',
    now: now('2026-11-22T11:00:00.000Z'),
    event: order('B-1', 99),
  });
});

const activity = (id: string, token?: string) =>
  call<ContactActivity>(`/api/contacts/${id}/activity`, token ? { token } : {});

describe('GET /api/contacts/{contactId}/activity', () => {
  it("shows the contact's events newest first, the email they received, opens, clicks, orders and revenue", async () => {
    const res = await activity(contactId, owner.idToken);
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('ann@example.com');
    expect(res.body.events.map((e) => e.name)).toEqual(['Placed Order', 'Placed Order', 'Added to Cart']);
    expect(res.body.events[0]).toMatchObject({
      source: 'api',
      valueMinor: 1050,
      currency: 'EUR',
      properties: { order_id: 'A-2', items: [{ name: 'Fig candle' }] },
    });
    expect(res.body.emails).toEqual([
      expect.objectContaining({
        name: 'Spring sale',
        sentAt: '2026-11-20T09:00:00.000Z',
        openedAt: '2026-11-20T10:00:00.000Z',
        clicks: 2,
      }),
    ]);
    expect(res.body.totals).toEqual({
      emailsReceived: 1,
      opens: 1,
      clicks: 2,
      orders: 2,
      revenue: [{ currency: 'EUR', valueMinor: 3550 }],
    });
  });

  it("answers 404 for another account's contact and for an unknown id, 401 without a token", async () => {
    const stranger = await newUser('activity-other');
    const foreign = await activity(contactId, stranger.idToken);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('Fig candle');
    expect((await activity('no-such-contact', owner.idToken)).status).toBe(404);
    expect((await activity(contactId)).status).toBe(401);
    expect((await activity('x'.repeat(65), owner.idToken)).status).toBe(400);
  });
});
