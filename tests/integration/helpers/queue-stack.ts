/**
 * A local stack of the test file's own, for tests that drive background work: the shared integration
 * stack runs in vitest's global setup, out of reach of `drainQueues()` and `stopConsumers()`. Its queues
 * make a failed message visible again after `visibilityTimeoutSeconds` (default 2), so retries and dead
 * letters happen within a test's time.
 */
import { afterAll, beforeAll } from 'vitest';
import { startStack, type Stack } from '../../../lambdas/local/stack';
import { borrowedDynamo } from './borrowed-dynamo';

export interface QueueStack {
  stack: Stack;
  /** http://127.0.0.1:PORT, for call(..., { baseUrl }). */
  baseUrl: string;
  target: { baseUrl: string; clientId: string };
}

/** Starts the stack before the file's tests and stops it after them; read it inside tests and hooks only. */
export function useQueueStack(options: { visibilityTimeoutSeconds?: number } = {}): QueueStack {
  const s = {} as QueueStack;
  beforeAll(async () => {
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    const stack = await startStack({
      ephemeral: true,
      web: 'none',
      quiet: true,
      queues: { visibilityTimeoutSeconds: options.visibilityTimeoutSeconds ?? 2 },
      dynamo: borrowedDynamo(),
    });
    const baseUrl = `http://127.0.0.1:${stack.ports.app}`;
    Object.assign(s, { stack, baseUrl, target: { baseUrl, clientId: stack.env.USER_POOL_CLIENT_ID! } });
  });
  afterAll(async () => {
    await s.stack?.stop();
  });
  return s;
}
