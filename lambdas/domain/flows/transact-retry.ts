import { TransactionConflictError, type Store, type TransactWrite } from '../../ports/store';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One transaction, tried again after a short random pause when it collided with another on the same item:
 * every step of a flow adds to the flow's one counter item (items/flow-stats.ts), so two workers' steps may
 * meet there. A condition failure is not retried (the caller reads it); after `max` collisions the last
 * error goes up and the queue delivers the step again.
 */
export async function transactRetryingConflicts(
  store: Store,
  writes: TransactWrite[],
  max = 8,
): Promise<void> {
  for (let i = 0; ; i += 1) {
    try {
      await store.transact(writes);
      return;
    } catch (error) {
      if (!(error instanceof TransactionConflictError) || i + 1 >= max) throw error;
      await pause(5 + Math.random() * 10 * 2 ** Math.min(i, 4));
    }
  }
}
