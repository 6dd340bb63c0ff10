import type { Store } from '../../ports/store';
import { AllowancePool } from './allowance-pool';
import { firstKey, readBatchFirsts, type FirstRead } from './batch-reads';

/**
 * What the steps of one batch (one account's due steps, handed over together by the sweep) share: each
 * account-level read once (the flow, its settings, the plan and its allowance, the reputation guard, the
 * sending domain, the email's snapshot...) and one allowance reservation (allowance-pool.ts). A batch
 * lives for one message, seconds: what it read is as fresh as a step's own read was.
 */
export interface StepBatch {
  /** The read under `key` made once for the batch (its promise shared; a failed read is not kept). */
  once<T>(key: string, read: () => Promise<T>): Promise<T>;
  allowance: AllowancePool;
  /** A step's first reads of itself (enrollment, contact, last mail), made for the whole batch at once (batch-reads.ts). */
  first(step: { flowId: string; enrollmentId: string }): Promise<FirstRead | undefined>;
}

export function newStepBatch(
  store: Store,
  accountId: string,
  steps: readonly { flowId: string; enrollmentId: string }[],
): StepBatch {
  const reads = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    let got = reads.get(key) as Promise<T> | undefined;
    if (!got) {
      got = read();
      reads.set(key, got);
      got.catch(() => reads.delete(key));
    }
    return got;
  };
  return {
    once,
    allowance: new AllowancePool(store, accountId, steps.length),
    first: async (step) =>
      (await once('firsts', () => readBatchFirsts(store, accountId, steps))).get(firstKey(step)),
  };
}

/** `batch.once`, or the read itself outside a batch (a single step, an event's wake). */
export const onceIn =
  (batch: StepBatch | undefined) =>
  <T>(key: string, read: () => Promise<T>): Promise<T> =>
    batch ? batch.once(key, read) : read();
