import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { BorrowedDynamo } from '../../../lambdas/local/borrowed-dynamo';

/**
 * For a test file's own stack (startStack's `dynamo` option): its table, under a name of its own, in its
 * worker's DynamoDB Local (global-setup.ts, setup-dynamo-pool.ts) instead of a JVM of its own, which is most
 * of a stack's start. Call it inside hooks and tests (inject). A test that kills or restarts DynamoDB starts
 * its own instead.
 */
export function borrowedDynamo(): BorrowedDynamo {
  const pool = inject('dynamoPool');
  const endpoint = pool[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % pool.length];
  if (!endpoint) throw new Error('the integration run provides no DynamoDB Local (global-setup.ts)');
  return { endpoint, table: `jungle-mail-test-${randomUUID().slice(0, 8)}` };
}
