import { allowanceMessage, campaignErrorCodes } from '../../../shared/contracts/campaigns';
import {
  ConditionFailedError,
  TransactionConflictError,
  type Store,
  type TransactWrite,
} from '../../ports/store';
import { keys } from '../../table';
import { DomainError } from '../errors';

/**
 * The plan's monthly send allowance (issue 21), counted atomically per calendar month (UTC) on
 * keys.monthlySends(sub, 'yyyy-mm'): `{ month, sent }`. Like the project limit, the database enforces it:
 * a reservation adds n on condition that the count is still at most limit - n, so concurrent sends can never
 * take an account past its plan. The item must exist for the condition to hold (a comparison on an absent
 * item fails), which `reserveMonthlySends` takes care of.
 */

/** 'yyyy-mm' of a date, in UTC. */
export function sendMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** Reserve n mails of the month: one write for a transaction (the sending job puts it in its own). */
export function reserveSends(sub: string, month: string, n: number, limit: number): TransactWrite {
  return {
    kind: 'update',
    key: keys.monthlySends(sub, month),
    set: { month },
    add: { sent: n },
    condition: { attribute: 'sent', lessThan: limit - n + 1 },
  };
}

/** Give back n reserved mails that were not sent (cancelled, skipped). Never below zero in effect. */
export function releaseSends(sub: string, month: string, n: number): TransactWrite {
  return {
    kind: 'update',
    key: keys.monthlySends(sub, month),
    set: { month },
    add: { sent: -n },
    condition: { attribute: 'sent', greaterThan: n - 1 },
  };
}

/** Mails already counted this month. */
export async function sentThisMonth(store: Store, sub: string, month: string): Promise<number> {
  const item = await store.get(keys.monthlySends(sub, month));
  return typeof item?.sent === 'number' ? item.sent : 0;
}

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
  const { sub, month, n, limit } = input;
  if (n <= 0) return;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await store.transact([reserveSends(sub, month, n, limit)]);
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
      const counter = await store.get(keys.monthlySends(sub, month));
      if (counter && Number(counter.sent ?? 0) + n > limit) break;
      if (attempt >= MAX_CONFLICT_RETRIES) break;
      if (counter) continue;
      try {
        await store.put({ ...keys.monthlySends(sub, month), month, sent: 0 }, 'absent');
      } catch (putError) {
        if (!(putError instanceof ConditionFailedError)) throw putError;
      }
    }
  }
  throw allowanceExceeded(limit, await sentThisMonth(store, sub, month), n);
}
