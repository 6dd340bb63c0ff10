/** Keys of the tracking event item (lambdas/table.ts lists every kind). */
export const trackingEventKeys = {
  trackingEvent: (setupId: string, iso: string, id: string) => ({
    pk: `SETUP#${setupId}`,
    sk: `EVENT#${iso}#${id}`,
  }),
  /** Prefix of keys.trackingEvent's sort key, for "events of a setup" queries. */
  trackingEventPrefix: 'EVENT#',
  firstTrackingEvent: (setupId: string) => ({ pk: `SETUP#${setupId}`, sk: 'FIRST_EVENT' }),
} as const;
