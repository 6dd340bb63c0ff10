import type { ItemKind } from './item-kind';

/** Keys of the tracking rate item (lambdas/table.ts lists every kind). */
export const trackingRateKeys = {
  rateBucket: (trackingId: string) => ({ pk: `RATE#${trackingId}`, sk: 'BUCKET' }),
} as const;

export const trackingRateKind: ItemKind = {
  name: 'tracking-rate',
  patterns: [
    { what: 'tracking rate-limit bucket of an id', key: 'pk RATE#{trackingId} sk BUCKET (TTL expiresAt)' },
  ],
};
