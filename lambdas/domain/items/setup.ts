/** Keys of the setup item (lambdas/table.ts lists every kind). */
export const setupKeys = {
  setup: (sub: string) => ({ pk: `USER#${sub}`, sk: 'SETUP' }),
  domainClaim: (domain: string) => ({ pk: `DOMAIN#${domain}`, sk: 'DOMAIN' }),
  trackingIndex: (trackingId: string) => ({ gsi1pk: `TRACKING#${trackingId}`, gsi1sk: 'SETUP' }),
  dnsRecheckIndex: (nextCheckAt: string) => ({ gsi2pk: 'DNSRECHECK', gsi2sk: nextCheckAt }),
  trackingIdClaim: (setupId: string) => ({ pk: `SETUP#${setupId}`, sk: 'TRACKING_ID' }),
} as const;
