import { MailThrottledError } from '../../../ports/mailer';
import { sleep as realSleep } from './pacer';

export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts: number;
  baseMs: number;
  maxMs: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/**
 * Runs `send`, retrying only when SES throttles (MailThrottledError), with exponential backoff and full
 * jitter (AWS's advice: concurrent workers spread out instead of retrying in step). Any other error, or
 * throttling past the last attempt, is thrown: the worker then leaves the recipient to the queue's retry.
 */
export async function retryThrottled<T>(send: () => Promise<T>, options: RetryOptions): Promise<T> {
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof MailThrottledError) || attempt >= options.attempts) throw error;
      const cap = Math.min(options.maxMs, options.baseMs * 2 ** (attempt - 1));
      await sleep(Math.round(random() * cap));
    }
  }
}
