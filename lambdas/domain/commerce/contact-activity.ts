import {
  ACTIVITY_RECENT_EMAILS,
  ACTIVITY_RECENT_EVENTS,
  type ActivityEmail,
  type ActivityEvent,
  type ContactActivity,
  type Revenue,
} from '../../../shared/contracts/contact-activity';
import type { Store } from '../../ports/store';
import { getContact } from '../contacts/edit-contact';
import { getContactOpens } from '../items/campaign-engagement';
import { queryCampaigns, type CampaignRecord } from '../items/campaign';
import { getContactClickLogs, type ClickLog } from '../items/click-log';
import {
  listContactCommerceEvents,
  listContactOrders,
  type StoredCommerceEvent,
} from '../items/commerce-event';
import { getContactMarks } from '../items/recipient-mark';

/**
 * GET /api/contacts/{contactId}/activity (issue 31): the contact's recent commerce events, the campaign
 * emails they received (a 'sent' recipient mark) with their first open and their clicks (a person's, not a
 * scanner's), and the totals with orders and revenue (every Placed Order, summed per currency). Another
 * account's contact is 404 (getContact). Reads: the contact, the account's campaigns, three batch reads over
 * the latest started campaigns, the contact's latest events and their orders.
 */
export async function contactActivity(
  store: Store,
  accountId: string,
  contactId: string,
): Promise<ContactActivity> {
  const contact = await getContact(store, accountId, contactId);
  const [emails, events, orders] = await Promise.all([
    receivedEmails(store, accountId, contactId),
    listContactCommerceEvents(store, accountId, contactId, ACTIVITY_RECENT_EVENTS),
    listContactOrders(store, accountId, contactId),
  ]);
  return {
    email: contact.email,
    events: events.map(toActivityEvent),
    emails,
    totals: {
      emailsReceived: emails.length,
      opens: emails.filter((e) => e.openedAt !== null).length,
      clicks: emails.reduce((sum, e) => sum + e.clicks, 0),
      orders: orders.length,
      revenue: revenueOf(orders),
    },
  };
}

/** The latest campaigns that started sending, newest first. */
function startedCampaigns(campaigns: CampaignRecord[]): CampaignRecord[] {
  return campaigns
    .filter((c) => c.startedAt !== null)
    .sort((a, b) => String(b.startedAt).localeCompare(String(a.startedAt)))
    .slice(0, ACTIVITY_RECENT_EMAILS);
}

async function receivedEmails(store: Store, accountId: string, contactId: string): Promise<ActivityEmail[]> {
  const campaigns = startedCampaigns(await queryCampaigns(store, accountId));
  const ids = campaigns.map((c) => c.id);
  const [marks, opens, clicks] = await Promise.all([
    getContactMarks(store, ids, contactId),
    getContactOpens(store, ids, contactId),
    getContactClickLogs(store, ids, contactId),
  ]);
  return campaigns.flatMap((campaign, i) => {
    const mark = marks[i];
    if (mark?.settled.state !== 'sent') return [];
    return [
      {
        campaignId: campaign.id,
        name: campaign.name,
        subject: campaign.subject,
        sentAt: mark.sentAt ?? campaign.startedAt,
        openedAt: opens[i] ?? null,
        clicks: personClicks(clicks[i]),
      },
    ];
  });
}

/** A person's clicks in a click log: the per-link counts of clicks not taken for a machine's. */
export function personClicks(log: ClickLog | undefined): number {
  return Object.values(log?.humanLinks ?? {}).reduce((sum, n) => sum + n, 0);
}

/** Sums orders per currency, largest first. */
export function revenueOf(orders: readonly StoredCommerceEvent[]): Revenue[] {
  const sums = new Map<string, number>();
  for (const order of orders) sums.set(order.currency, (sums.get(order.currency) ?? 0) + order.valueMinor);
  return [...sums]
    .map(([currency, valueMinor]) => ({ currency, valueMinor }))
    .sort((a, b) => b.valueMinor - a.valueMinor);
}

function toActivityEvent(stored: StoredCommerceEvent): ActivityEvent {
  return {
    name: stored.event.name,
    occurredAt: stored.occurredAt,
    source: stored.source,
    valueMinor: stored.valueMinor,
    currency: stored.currency,
    properties: stored.event.properties as Record<string, unknown>,
  };
}
