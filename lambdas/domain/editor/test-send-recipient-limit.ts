import { createHash } from 'node:crypto';
import { recipientLimitMessage, TEST_SEND_LIMITS } from '../../../shared/contracts/editor';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store, TransactionConflictError } from '../../ports/store';
import { getTestRecipientLog, testRecipientWrite } from '../items/test-sends';
import { TestSendLimitedError } from './errors';
import { waitText } from './test-send-limit';

/**
 * Per-recipient limit (issue 18): one address may receive test sends from at most
 * TEST_SEND_LIMITS.accountsPerRecipientPerHour different accounts in any hour, so many free accounts cannot
 * together flood it. One item per address, keyed by the address's SHA-256 (the address itself is not
 * stored), holding each account's last send time; taken by compare-and-swap on a revision like the
 * per-account log.
 */
const HOUR_MS = 3_600_000;
const MAX_ATTEMPTS = 20;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** account id -> time of its last send to this address (ms). */
export type RecipientLog = Record<string, number>;

export interface RecipientDecision {
  allowed: boolean;
  /** What to store: the last hour's entries, with this account at `nowMs` when allowed. */
  log: RecipientLog;
  retryAfterSeconds: number;
}

/** Pure: may `account` mail the address whose log is `log` at `nowMs`? */
export function decideRecipient(
  log: RecipientLog,
  account: string,
  nowMs: number,
  limit: number = TEST_SEND_LIMITS.accountsPerRecipientPerHour,
): RecipientDecision {
  const recent: RecipientLog = {};
  for (const [id, t] of Object.entries(log)) if (t > nowMs - HOUR_MS && t <= nowMs) recent[id] = t;
  const others = Object.entries(recent)
    .filter(([id]) => id !== account)
    .map(([, t]) => t)
    .sort((a, b) => a - b);
  if (others.length >= limit) {
    // Enough of the other accounts must age out to leave room for this one.
    const freeAt = (others[others.length - limit] ?? nowMs) + HOUR_MS;
    return {
      allowed: false,
      log: recent,
      retryAfterSeconds: Math.max(1, Math.ceil((freeAt - nowMs) / 1000)),
    };
  }
  return { allowed: true, log: { ...recent, [account]: nowMs }, retryAfterSeconds: 0 };
}

export const addressHash = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

/** Records this account's send to `address`, or throws 429 (Retry-After) when too many accounts mailed it this hour. */
export async function reserveRecipient(
  ports: { store: Store; clock: Clock },
  accountId: string,
  address: string,
): Promise<void> {
  const hash = addressHash(address);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const stored = await getTestRecipientLog(ports.store, hash);
    const nowMs = ports.clock.now().getTime();
    const decision = decideRecipient(stored.accounts, accountId, nowMs);
    if (!decision.allowed)
      throw new TestSendLimitedError(
        decision.retryAfterSeconds,
        recipientLimitMessage(waitText(decision.retryAfterSeconds)),
      );
    const expiresAt = Math.ceil((nowMs + HOUR_MS) / 1000) + 60;
    try {
      await ports.store.transact([testRecipientWrite(hash, stored, decision.log, expiresAt)]);
      return;
    } catch (error) {
      if (!(error instanceof ConditionFailedError) && !(error instanceof TransactionConflictError))
        throw error;
      await pause(5 + Math.random() * 20 * Math.min(attempt + 1, 5));
    }
  }
  throw new TestSendLimitedError(1, recipientLimitMessage(waitText(1)));
}
