import type { ItemKind } from './item-kind';

/** Keys of the test sends item (lambdas/table.ts lists every kind). */
export const testSendsKeys = {
  /** Editor (issue 11): the times of a user's test sends in the last day, for the per-user limits. */
  testSendLog: (accountId: string) => ({ pk: `USER#${accountId}`, sk: 'TESTSENDS' }),
  /** Issue 18: which accounts test-mailed one address in the last hour (keyed by the address's SHA-256, not the address). */
  testSendRecipient: (addressHash: string) => ({ pk: `TESTRECIPIENT#${addressHash}`, sk: 'TESTSENDS' }),
} as const;

export const testSendsKind: ItemKind = {
  name: 'test-sends',
  patterns: [
    { what: "a user's recent test sends (rate limit)", key: 'pk USER#{accountId} sk TESTSENDS' },
    {
      what: 'accounts that test-mailed an address',
      key: 'pk TESTRECIPIENT#{sha256} sk TESTSENDS (TTL expiresAt)',
    },
  ],
};
