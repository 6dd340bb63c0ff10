import type { ItemKind } from './item-kind';

/** Keys of the setup item (lambdas/table.ts lists every kind). */
export const setupKeys = {
  setup: (accountId: string) => ({ pk: `USER#${accountId}`, sk: 'SETUP' }),
  domainClaim: (domain: string) => ({ pk: `DOMAIN#${domain}`, sk: 'DOMAIN' }),
  trackingIndex: (trackingId: string) => ({ gsi1pk: `TRACKING#${trackingId}`, gsi1sk: 'SETUP' }),
  dnsRecheckIndex: (nextCheckAt: string) => ({ gsi2pk: 'DNSRECHECK', gsi2sk: nextCheckAt }),
  trackingIdClaim: (setupId: string) => ({ pk: `SETUP#${setupId}`, sk: 'TRACKING_ID' }),
} as const;

export const setupKind: ItemKind = {
  name: 'setup',
  patterns: [
    { what: 'setup of a user (one per user)', key: 'pk USER#{accountId} sk SETUP' },
    { what: 'setup by domain (uniqueness item)', key: 'pk DOMAIN#{domain} sk DOMAIN (holds userId)' },
    { what: 'setup by tracking id', key: 'gsi1 TRACKING#{id} gsi1sk SETUP' },
    { what: 'setups whose DNS is due a recheck', key: 'gsi2 DNSRECHECK gsi2sk {nextCheckAt}' },
    { what: 'the tracking id claimed by a setup', key: 'pk SETUP#{id} sk TRACKING_ID' },
  ],
};
