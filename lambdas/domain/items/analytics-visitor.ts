/** Keys of the analytics visitor item (lambdas/table.ts lists every kind). */
export const analyticsVisitorKeys = {
  analyticsVisitor: (setupId: string, hash: string) => ({ pk: `STATS#${setupId}`, sk: `VISITOR#${hash}` }),
  analyticsApplied: (setupId: string, eventId: string) => ({
    pk: `STATS#${setupId}`,
    sk: `APPLIED#${eventId}`,
  }),
  analyticsSalt: (day: string) => ({ pk: 'ANALYTICSSALT', sk: `DAY#${day}` }),
} as const;
