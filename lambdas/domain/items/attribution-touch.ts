import type { ItemKind } from './item-kind';

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
