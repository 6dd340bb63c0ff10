import type { ItemKind } from './item-kind';

/** Keys of the local checkout item (lambdas/table.ts lists every kind). */
export const localCheckoutKeys = {
  localCheckout: (sessionId: string) => ({ pk: `LOCALCHECKOUT#${sessionId}`, sk: 'SESSION' }),
} as const;

export const localCheckoutKind: ItemKind = {
  name: 'local-checkout',
  patterns: [{ what: 'a local test checkout session', key: 'pk LOCALCHECKOUT#{id} sk SESSION' }],
};
