import type { ItemKind } from './item-kind';

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

export const trackingEventKind: ItemKind = {
  name: 'tracking-event',
  patterns: [
    {
      what: 'tracking events of a setup, recent first',
      key: 'pk SETUP#{id} sk EVENT#{iso}#{id} (TTL expiresAt)',
    },
    { what: 'first tracking event of a setup', key: 'pk SETUP#{id} sk FIRST_EVENT' },
  ],
};
