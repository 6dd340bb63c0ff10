import { TransactionConflictError, type Item, type Key, type Store } from '../../ports/store';
import { keys } from '../../table';
import type { BatchRecipient } from './messages';
import { claimRecipient, settleClaimed, type Settled } from './recipient-claim';

export type ClaimToMail =
  /** Mail `to` (the address the contact has now) under the claim taken at `claimedAt`. */
  | { kind: 'mail'; claimedAt: number; to: BatchRecipient }
  /** Nothing to send: settled now (a skip) or by an earlier delivery. */
  | { kind: 'settled'; settled: Settled }
  /** Another delivery holds the recipient. */
  | { kind: 'held' };

const CONFLICT_TRIES = 4;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The worker's claim of one recipient of the batch: first the claim (a plain conditional put,
 * recipient-claim.ts), then a strongly consistent read of the contact. The order is what keeps an
 * unsubscribe strict (docs/architecture.md › The send path): an unsubscribe committed before the read is
 * seen by it; one committed after the read finds the claim already written and waits for it to settle
 * before it answers (in-flight.ts). A contact still subscribed is mailed at the address stored now (a new
 * address replaces the batch's); anyone else is settled as skipped with the reason the contact gives
 * (`status_{status}`, or 'deleted'), under the claim just taken.
 */
export async function claimToMail(
  store: Store,
  input: {
    sub: string;
    campaignId: string;
    recipient: BatchRecipient;
    now: () => number;
    leaseMs: number;
    /** A strongly consistent read (the worker's are coalesced: coalesced-calls.ts); store.get by default. */
    read?: (key: Key) => Promise<Item | undefined>;
  },
): Promise<ClaimToMail> {
  const { sub, campaignId, recipient } = input;
  const claim = await withConflictRetry(() =>
    claimRecipient(store, {
      campaignId,
      contactId: recipient.id,
      now: input.now(),
      leaseMs: input.leaseMs,
    }),
  );
  if (claim.kind === 'held') return claim;
  if (claim.kind === 'settled')
    return {
      kind: 'settled',
      settled: { state: claim.state, ...(claim.reason ? { reason: claim.reason } : {}) },
    };
  const { claimedAt } = claim;
  // Must come after the claim's put (see above); the store's reads are strongly consistent.
  const read = input.read ?? ((key: Key) => store.get(key));
  const contact = await read(keys.contact(sub, recipient.id));
  if (contact?.status === 'subscribed' && typeof contact.email === 'string') {
    if (contact.email === recipient.email) return { kind: 'mail', claimedAt, to: recipient };
    const to: BatchRecipient = {
      ...recipient,
      email: contact.email,
      firstName: typeof contact.firstName === 'string' ? contact.firstName : undefined,
      lastName: typeof contact.lastName === 'string' ? contact.lastName : undefined,
    };
    return { kind: 'mail', claimedAt, to };
  }
  const reason = contact ? `status_${String(contact.status)}` : 'deleted';
  await settleClaimed(store, campaignId, recipient.id, 'skipped', { reason, claimedAt });
  return { kind: 'settled', settled: { state: 'skipped', reason } };
}

/** A takeover's transaction may collide with another write of the claim: try again shortly. */
async function withConflictRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof TransactionConflictError) || attempt >= CONFLICT_TRIES) throw error;
      await pause(20 * 2 ** attempt);
    }
  }
}
