import { projectErrorCodes } from '../../../shared/contracts/projects';
import { DomainError } from '../errors';
import { withRetries } from '../projects/retry';
import { contactsBusy } from './contact-errors';

/**
 * withRetries (again at once on RetryAttempt, after a short random pause on a transaction conflict, e.g.
 * many writes to one account's COUNTS at once), answering the contacts' own 409 when it gives up.
 */
export async function withContactRetries<T>(attempt: (retry: number) => Promise<T>): Promise<T> {
  try {
    return await withRetries(attempt);
  } catch (error) {
    if (error instanceof DomainError && error.code === projectErrorCodes.busy) throw contactsBusy();
    throw error;
  }
}
