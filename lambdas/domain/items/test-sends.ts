/** Keys of the test sends item (lambdas/table.ts lists every kind). */
export const testSendsKeys = {
  /** Editor (issue 11): the times of a user's test sends in the last day, for the per-user limits. */
  testSendLog: (sub: string) => ({ pk: `USER#${sub}`, sk: 'TESTSENDS' }),
  /** Issue 18: which accounts test-mailed one address in the last hour (keyed by the address's SHA-256, not the address). */
  testSendRecipient: (addressHash: string) => ({ pk: `TESTRECIPIENT#${addressHash}`, sk: 'TESTSENDS' }),
} as const;
