import * as z from 'zod';
import { getMany, type Item, type Key, type Store, type TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of the campaign engagement item (lambdas/table.ts lists every kind). */
export const campaignEngagementKeys = {
  campaignEngagement: (campaignId: string) => ({ pk: `CAMPAIGN#${campaignId}`, sk: 'ENGAGEMENT' }),
  /**
   * Before issue 35, a contact's first click on a link and on the campaign were these markers; since, the
   * recipient's click log (items/click-log.ts) holds them. Kept for the items already in the table.
   */
  campaignLinkClicker: (campaignId: string, link: number, contactId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `CLICK#${link}#${contactId}`,
  }),
  campaignClicker: (campaignId: string, contactId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `CLICKER#${contactId}`,
  }),
  campaignClickCounted: (campaignId: string, clickId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `CLICKID#${clickId}`,
  }),
  campaignOpener: (campaignId: string, contactId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `OPENER#${contactId}`,
  }),
  campaignUnsubscriber: (campaignId: string, contactId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `UNSUB#${contactId}`,
  }),
} as const;

export const campaignEngagementKind: ItemKind = {
  name: 'campaign-engagement',
  patterns: [
    { what: "a campaign's clicks and opens counters", key: 'pk CAMPAIGN#{id} sk ENGAGEMENT' },
    {
      what: 'a click (by its id) was counted',
      key: 'pk CAMPAIGN#{id} sk CLICKID#{clickId} (TTL expiresAt)',
    },
    {
      what: 'a contact clicked / opened / left once',
      key: 'pk CAMPAIGN#{id} sk CLICK#{link}#{contactId}, CLICKER#{contactId}, OPENER#{contactId}, UNSUB#{contactId}',
    },
  ],
};

/**
 * The campaign's clicks and opens (keys.campaignEngagement): top-level counters, so a click adds with one
 * store `add`. Per link: `link{index}Clicks` and `link{index}Unique`. A counter that is not a positive
 * number reads as 0.
 */
export const linkClicks = (index: number) => `link${index}Clicks`;
export const linkUnique = (index: number) => `link${index}Unique`;

export interface Engagement {
  /** A person's clicks (issue 35: link scanners' are machineClicks). */
  clicks: number;
  machineClicks: number;
  uniqueClickers: number;
  opens: number;
  uniqueOpeners: number;
  /** Loads of the opens pixel by mail privacy proxies and prefetchers (issue 35), never in opens. */
  machineOpens: number;
  perLink: (index: number) => { clicks: number; uniqueClickers: number };
}

const counters = z.record(z.string(), z.unknown()).catch({});
const n = (item: Record<string, unknown>, name: string) => {
  const v = item[name];
  return typeof v === 'number' && v > 0 ? v : 0;
};

/** The counters (all 0 when the item is absent: nobody clicked or opened yet). */
export function parseEngagement(item: Item | undefined): Engagement {
  const stored = item ? parseStored(campaignEngagementKind.name, counters, item) : {};
  return {
    clicks: n(stored, 'clicks'),
    machineClicks: n(stored, 'machineClicks'),
    uniqueClickers: n(stored, 'uniqueClickers'),
    opens: n(stored, 'opens'),
    uniqueOpeners: n(stored, 'uniqueOpeners'),
    machineOpens: n(stored, 'machineOpens'),
    perLink: (index) => ({
      clicks: n(stored, linkClicks(index)),
      uniqueClickers: n(stored, linkUnique(index)),
    }),
  };
}

export async function getEngagement(store: Store, campaignId: string): Promise<Engagement> {
  return parseEngagement(await store.get(campaignEngagementKeys.campaignEngagement(campaignId)));
}

/** Adds to the campaign's clicks and opens counters. */
export function addEngagement(campaignId: string, add: Record<string, number>): TransactWrite {
  return { kind: 'update', key: campaignEngagementKeys.campaignEngagement(campaignId), set: {}, add };
}

const once = (key: Key, at: string): TransactWrite => ({
  kind: 'put',
  item: { ...key, at },
  condition: 'absent',
});

const CLICK_ID_KEPT_SECONDS = 15 * 24 * 3600;

/**
 * One click, by the id its redirect gave it, was counted (fails its condition when a redelivered message
 * brings it again). Kept past the click queue's retention (14 days), then the TTL removes it.
 */
export const markClickCounted = (campaignId: string, clickId: string, at: string): TransactWrite => ({
  kind: 'put',
  item: {
    ...campaignEngagementKeys.campaignClickCounted(campaignId, clickId),
    at,
    expiresAt: Math.floor(Date.parse(at) / 1000) + CLICK_ID_KEPT_SECONDS,
  },
  condition: 'absent',
});

/** The contact's first open. */
export const markOpener = (campaignId: string, contactId: string, at: string) =>
  once(campaignEngagementKeys.campaignOpener(campaignId, contactId), at);
/** The contact left through the campaign's unsubscribe link (counted once). */
export const markUnsubscriber = (campaignId: string, contactId: string, at: string) =>
  once(campaignEngagementKeys.campaignUnsubscriber(campaignId, contactId), at);

/** When the contact first opened each campaign (a contact's activity, issue 31); undefined: never seen open. */
export async function getContactOpens(
  store: Store,
  campaignIds: readonly string[],
  contactId: string,
): Promise<(string | undefined)[]> {
  const found = await getMany(
    store,
    campaignIds.map((id) => campaignEngagementKeys.campaignOpener(id, contactId)),
  );
  return found.map((item) => (typeof item?.at === 'string' ? item.at : undefined));
}
