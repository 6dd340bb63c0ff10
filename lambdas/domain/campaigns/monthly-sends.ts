import { allowanceMessage, campaignErrorCodes } from '../../../shared/contracts/campaigns';
import { ConditionFailedError, TransactionConflictError, type Store } from '../../ports/store';
import { DomainError } from '../errors';
import { createMonthlySends, getMonthlySends, reserveSends, sentThisMonth } from '../items/monthly-sends';

/**
 * The plan's monthly send allowance (issue 21), counted per calendar month (UTC) on its item
 * (items/monthly-sends.ts): a reservation adds n on condition that the count is still at most limit - n.
 */

export function allowanceExceeded(limit: number, used: number, needed: number): DomainError {
  return new DomainError(
    'forbidden',
    campaignErrorCodes.allowanceExceeded,
    allowanceMessage(limit, used, needed),
  );
}

/** Tries after a transaction collided with a concurrent reservation (jittered backoff between them). */
const MAX_CONFLICT_RETRIES = 12;

/**
 * Reserves n mails or throws the 403 with the allowance sentence. Creates the month's counter with 0 first
 * when it is absent (a put on condition "absent": a concurrent creator wins harmlessly), then reserves; a
 * transaction that collided with a concurrent one is tried again.
 */
export async function reserveMonthlySends(
  store: Store,
  input: { sub: string; month: string; n: number; limit: number },
): Promise<void> {
  const { sub: accountId, month, n, limit } = input;
  if (n <= 0) return;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await store.transact([reserveSends(accountId, month, n, limit)]);
      return;
    } catch (error) {
      // A collision says nothing about the allowance: wait a little (jittered, growing) and try again;
      // after the last try it is the server's error, never a false "over the allowance".
      if (error instanceof TransactionConflictError) {
        if (attempt >= MAX_CONFLICT_RETRIES) throw error;
        await new Promise((resolve) =>
          setTimeout(resolve, (10 + Math.random() * 40) * 2 ** Math.min(attempt, 4)),
        );
        continue;
      }
      if (!(error instanceof ConditionFailedError)) throw error;
      // The condition failed: the month's counter was full, or absent when the write ran (a concurrent
      // request may have created it since). Only a counter without room for n is "over the allowance".
      const counter = await getMonthlySends(store, accountId, month);
      if (counter && counter.sent + n > limit) break;
      if (attempt >= MAX_CONFLICT_RETRIES) break;
      if (counter) continue;
      await createMonthlySends(store, accountId, month);
    }
  }
  throw allowanceExceeded(limit, await sentThisMonth(store, accountId, month), n);
}
