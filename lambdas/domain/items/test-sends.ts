import * as z from 'zod';
import type { Store, TransactWrite } from '../../ports/store';
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

/**
 * Two items, both taken by compare-and-swap on `rev` (so concurrent sends never both take the last slot)
 * and expired by the table's TTL (`expiresAt`, epoch seconds):
 *   keys.testSendLog(accountId)         times     the account's send times of the last day (epoch ms)
 *   keys.testSendRecipient(sha256)      accounts  account id -> its last send time to the address (epoch ms)
 * Read leniently: values that are not numbers are left out, a missing rev counts as 0.
 */
const numbers = z
  .array(z.unknown())
  .catch([])
  .transform((values) => values.filter((t): t is number => typeof t === 'number'));
const revision = z.unknown().optional();
const logSchema = z.object({
  times: numbers.optional().transform((t) => t ?? []),
  rev: revision,
  expiresAt: z.unknown().optional(),
});
const recipientSchema = z.object({
  accounts: z
    .record(z.string(), z.unknown())
    .catch({})
    .optional()
    .transform((log) =>
      Object.fromEntries(
        Object.entries(log ?? {}).filter((e): e is [string, number] => typeof e[1] === 'number'),
      ),
    ),
  rev: revision,
});

/** A compare-and-swap read: `rev` as stored (the condition compares it as it is), undefined when absent. */
interface Revision {
  exists: boolean;
  stored: unknown;
  /** The stored revision when a number, else 0. */
  rev: number;
}
const revisionOf = (rev: unknown): Revision => ({
  exists: true,
  stored: rev,
  rev: typeof rev === 'number' ? rev : 0,
});
const absent: Revision = { exists: false, stored: undefined, rev: 0 };

function swap(read: Revision, item: Record<string, unknown>): TransactWrite {
  return {
    kind: 'put',
    item: { ...item, rev: read.rev + 1 },
    condition: read.exists ? { attribute: 'rev', equals: read.stored } : 'absent',
  };
}

export interface TestSendLogRecord {
  times: number[];
  revision: Revision;
  expiresAt: unknown;
}

export async function getTestSendLog(store: Store, accountId: string): Promise<TestSendLogRecord> {
  const item = await store.get(testSendsKeys.testSendLog(accountId));
  if (!item) return { times: [], revision: absent, expiresAt: undefined };
  const { times, rev, expiresAt } = logSchema.parse(item);
  return { times, revision: revisionOf(rev), expiresAt };
}

/** Stores the account's send times, only if nobody changed them since `read` (ConditionFailedError otherwise). */
export function testSendLogWrite(
  accountId: string,
  read: TestSendLogRecord,
  times: number[],
  expiresAt: unknown = read.expiresAt,
): TransactWrite {
  return swap(read.revision, { ...testSendsKeys.testSendLog(accountId), times, expiresAt });
}

export interface TestRecipientRecord {
  /** account id -> time of its last send to this address (ms). */
  accounts: Record<string, number>;
  revision: Revision;
}

export async function getTestRecipientLog(store: Store, addressHash: string): Promise<TestRecipientRecord> {
  const item = await store.get(testSendsKeys.testSendRecipient(addressHash));
  if (!item) return { accounts: {}, revision: absent };
  const { accounts, rev } = recipientSchema.parse(item);
  return { accounts, revision: revisionOf(rev) };
}

/** Stores who mailed the address, only if nobody changed it since `read` (ConditionFailedError otherwise). */
export function testRecipientWrite(
  addressHash: string,
  read: TestRecipientRecord,
  accounts: Record<string, number>,
  expiresAt: number,
): TransactWrite {
  return swap(read.revision, { ...testSendsKeys.testSendRecipient(addressHash), accounts, expiresAt });
}
