import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { BorrowedDynamo } from '../../../lambdas/local/borrowed-dynamo';

/**
 * Opt-in (JM_TEST_BORROW_DYNAMO=1) until proven: the first fresh-clone CI with it on saw campaign-send.test.ts
 * fail 3 of 6 with DynamoDB Local's 500 "waiting for a lock" (the machine loaded by a journey beside it); the
 * cause is not proven, so by default a file's own stack keeps a JVM of its own, as before.
 */
export const borrowingDynamo = () => process.env.JM_TEST_BORROW_DYNAMO === '1';

/**
 * For a test file's own stack (startStack's `dynamo` option): its table, under a name of its own, in its
 * worker's DynamoDB Local (global-setup.ts, setup-dynamo-pool.ts) instead of a JVM of its own, which is most
 * of a stack's start; undefined unless borrowing is on. Call it inside hooks and tests (inject). A test that
 * kills or restarts DynamoDB starts its own instead.
 */
export function borrowedDynamo(): BorrowedDynamo | undefined {
  if (!borrowingDynamo()) return undefined;
  const pool = inject('dynamoPool');
  const endpoint = pool[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % pool.length];
  if (!endpoint) throw new Error('the integration run provides no DynamoDB Local (global-setup.ts)');
  return { endpoint, table: `jungle-mail-test-${randomUUID().slice(0, 8)}` };
}
