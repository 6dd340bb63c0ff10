import type { Store, TransactWrite } from '../../../ports/store';
import { countHourWrite, getReputationGuard } from '../../items/sending-reputation';

/** What the sending guard counts of an SES event: each mail SES accepted, hard bounces, complaints. */
export type ReputationEvent = 'sent' | 'bounced' | 'complained';

/**
 * The write adding one event to the account's current hour (in the guard's current epoch), for the
 * transaction that puts the event's once-only flag (ses-events.ts): counted once however often SES's event
 * is delivered. One GetItem (the guard's epoch) per event.
 */
export async function reputationCountWrites(
  store: Store,
  accountId: string,
  event: ReputationEvent,
  at: Date,
): Promise<TransactWrite[]> {
  const { epoch } = await getReputationGuard(store, accountId);
  return [countHourWrite(accountId, epoch, at, { [event]: 1 })];
}
