import { TransactionConflictError } from '../../ports/store';
import { projectsBusy } from './project-errors';

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
 * transaction collided with a concurrent one on the same item (the owner's profile counter). After `max`
 * attempts the caller gets a 409 asking to try again, never a 500.
 */
export async function withRetries<T>(attempt: () => Promise<T>, max = 40): Promise<T> {
  for (let i = 0; i < max; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof RetryAttempt) continue;
      if (!(error instanceof TransactionConflictError)) throw error;
      await pause(5 + Math.random() * Math.min(200, 10 * 2 ** Math.min(i, 5)));
    }
  }
  throw projectsBusy();
}
