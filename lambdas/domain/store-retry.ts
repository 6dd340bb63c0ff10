import { TransactionConflictError } from '../ports/store';

/** Sentinel: the attempt lost a race it can recompute (a name taken meanwhile); run it again. */
export class RetryAttempt extends Error {
  constructor() {
    super('retry');
    this.name = 'RetryAttempt';
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it succeeds: again at once on RetryAttempt, again after a short random pause when the
 * transaction collided with a concurrent one on the same item (a counter many writes share). After `max`
 * attempts it throws `busy()`: each area words its own 409 asking to try again, never a 500.
 */
export async function withRetries<T>(
  attempt: (retry: number) => Promise<T>,
  busy: () => Error,
  max = 40,
): Promise<T> {
  for (let i = 0; i < max; i++) {
    try {
      return await attempt(i);
    } catch (error) {
      if (error instanceof RetryAttempt) continue;
      if (!(error instanceof TransactionConflictError)) throw error;
      await pause(5 + Math.random() * Math.min(200, 10 * 2 ** Math.min(i, 5)));
    }
  }
  throw busy();
}
