import type { ItemKind } from './item-kind';

/** Keys of the analytics visitor item (lambdas/table.ts lists every kind). */
export const analyticsVisitorKeys = {
  analyticsVisitor: (setupId: string, hash: string) => ({ pk: `STATS#${setupId}`, sk: `VISITOR#${hash}` }),
  analyticsApplied: (setupId: string, eventId: string) => ({
    pk: `STATS#${setupId}`,
    sk: `APPLIED#${eventId}`,
  }),
  analyticsSalt: (day: string) => ({ pk: 'ANALYTICSSALT', sk: `DAY#${day}` }),
} as const;

export const analyticsVisitorKind: ItemKind = {
  name: 'analytics-visitor',
  patterns: [
    {
      what: 'analytics: a visitor of the day (hash)',
      key: 'pk STATS#{setupId} sk VISITOR#{hash} (TTL expiresAt)',
    },
    { what: 'analytics: an event already counted', key: 'pk STATS#{setupId} sk APPLIED#{eventId} (TTL)' },
    { what: "analytics: the day's visitor-hash salt", key: 'pk ANALYTICSSALT sk DAY#{yyyy-mm-dd} (TTL)' },
  ],
};
