import * as z from 'zod';
import { type Item, type Store, type TransactWrite } from '../../ports/store';
import type { ItemKind } from './item-kind';
import { saltAt } from './salt';

/** Keys of the attribution touch item (lambdas/table.ts lists every kind). */
export const attributionTouchKeys = {
  /** Campaign attribution (issue 22): the last campaign visit of an attribution hash; expires after 7 days. */
  analyticsTouch: (setupId: string, hash: string) => ({ pk: `STATS#${setupId}`, sk: `TOUCH#${hash}` }),
  attributionSalt: (period: number) => ({ pk: 'ANALYTICSSALT', sk: `PERIOD#${period}` }),
} as const;

export const attributionTouchKind: ItemKind = {
  name: 'attribution-touch',
  patterns: [
    {
      what: 'attribution: a campaign visit (7 days)',
      key: 'pk STATS#{setupId} sk TOUCH#{hash} (TTL expiresAt)',
    },
    { what: "attribution: a 7-day period's salt", key: 'pk ANALYTICSSALT sk PERIOD#{n} (TTL)' },
  ],
};

/** The last campaign visit known for a visitor: the campaign (its utm_campaign) and when. */
export interface Touch {
  campaign: string;
  atMs: number;
}

/**
 * The touch attributes (touchCampaign, touchAtMs), as kept on a touch item and on a visitor item
 * (analytics-visitor.ts): a touch when both are there with their types, else none.
 */
const touchSchema = z.object({
  touchCampaign: z.string().optional().catch(undefined),
  touchAtMs: z.number().optional().catch(undefined),
});

export function touchOfItem(item: Item | undefined): Touch | undefined {
  if (!item) return undefined;
  const { touchCampaign, touchAtMs } = touchSchema.parse(item);
  return touchCampaign !== undefined && touchAtMs !== undefined
    ? { campaign: touchCampaign, atMs: touchAtMs }
    : undefined;
}

/** The stored touch of an attribution hash, if any. */
export async function getTouch(store: Store, setupId: string, hash: string): Promise<Touch | undefined> {
  return touchOfItem(await store.get(attributionTouchKeys.analyticsTouch(setupId, hash)));
}

/** Puts the touch of an attribution hash (the last campaign visit wins), expiring at `expiresAt`. */
export const touchWrite = (
  setupId: string,
  hash: string,
  touch: Touch,
  expiresAt: number,
): TransactWrite => ({
  kind: 'put',
  item: {
    ...attributionTouchKeys.analyticsTouch(setupId, hash),
    touchCampaign: touch.campaign,
    touchAtMs: touch.atMs,
    expiresAt,
  },
});

/**
 * The salt of a 7-day period: the stored one, else `fresh` put-if-absent (every Lambda instance agrees on
 * the winner's). Throws when it cannot be read after a lost race.
 */
export async function periodSaltOf(
  store: Store,
  period: number,
  fresh: () => { salt: string; expiresAt: number },
): Promise<string> {
  return saltAt(
    store,
    attributionTouchKeys.attributionSalt(period),
    fresh,
    `The attribution salt of period ${period} is missing`,
  );
}
