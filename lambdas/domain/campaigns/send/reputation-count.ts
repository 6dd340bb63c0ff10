import type { Store, TransactWrite } from '../../../ports/store';
import { countHourWrite, getReputationGuard } from '../../items/sending-reputation';

/** What the sending guard counts of an SES event: each mail SES accepted, hard bounces, complaints. */
export type ReputationEvent = 'sent' | 'bounced' | 'complained';

/** The guard's epoch changes only when its owner resumes: read at most once in this long per account. */
export const EPOCH_CACHE_MS = 5_000;
const epochs = new Map<string, { epoch: number; readAt: number }>();

async function epochOf(store: Store, accountId: string, now: number): Promise<number> {
  const cached = epochs.get(accountId);
  if (cached && now - cached.readAt < EPOCH_CACHE_MS) return cached.epoch;
  const { epoch } = await getReputationGuard(store, accountId);
  if (epochs.size > 10_000) epochs.clear();
  epochs.set(accountId, { epoch, readAt: now });
  return epoch;
}

/**
 * The write adding one event to the account's current hour (in the guard's current epoch), for the
 * transaction that puts the event's once-only flag (ses-events.ts): counted once however often SES's event
 * is delivered. The guard's epoch is read at most every EPOCH_CACHE_MS per account (an event counted in the
 * epoch before a resume only makes the new window a little stricter).
 */
export async function reputationCountWrites(
  store: Store,
  accountId: string,
  event: ReputationEvent,
  at: Date,
): Promise<TransactWrite[]> {
  const epoch = await epochOf(store, accountId, at.getTime());
  return [countHourWrite(accountId, epoch, at, { [event]: 1 })];
}
