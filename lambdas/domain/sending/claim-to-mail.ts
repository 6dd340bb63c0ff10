import { TransactionConflictError, type Store } from '../../ports/store';
import { keys } from '../../table';
import type { BatchRecipient } from './messages';
import { claimRecipient, settleUnclaimed, type Settled } from './recipient-claim';

export type ClaimToMail =
  /** Mail `to` (the address the guard checked) under the claim taken at `claimedAt`. */
  | { kind: 'mail'; claimedAt: number; to: BatchRecipient }
  /** Nothing to send: settled now (a skip) or by an earlier delivery. */
  | { kind: 'settled'; settled: Settled }
  /** Another delivery holds the recipient. */
  | { kind: 'held' };

const CONFLICT_TRIES = 4;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The worker's claim of one recipient of the batch, guarded by the contact item (recipient-claim.ts): taken
 * only while the contact is subscribed at the address the batch carries. Only when the guard fails is the
 * contact read: a new address of a still-subscribed contact is claimed again with it; anyone else is
 * settled as skipped with the reason the contact gives (`status_{status}`, or 'deleted').
 */
export async function claimToMail(
  store: Store,
  input: { sub: string; campaignId: string; recipient: BatchRecipient; now: () => number; leaseMs: number },
): Promise<ClaimToMail> {
  const { sub, campaignId } = input;
  let to = input.recipient;
  for (let attempt = 0; ; attempt++) {
    const claimedAt = input.now();
    let claim;
    try {
      claim = await claimRecipient(store, {
        campaignId,
        contactId: to.id,
        now: claimedAt,
        leaseMs: input.leaseMs,
        guard: { sub, email: to.email },
      });
    } catch (error) {
      // The claim collided with a write of the contact (an unsubscribe committing now): try again shortly;
      // its outcome decides.
      if (!(error instanceof TransactionConflictError) || attempt >= CONFLICT_TRIES) throw error;
      await pause(20 * 2 ** attempt);
      continue;
    }
    if (claim.kind === 'claimed') return { kind: 'mail', claimedAt: claim.claimedAt, to };
    if (claim.kind === 'held') return claim;
    if (claim.kind === 'settled')
      return {
        kind: 'settled',
        settled: { state: claim.state, ...(claim.reason ? { reason: claim.reason } : {}) },
      };
    const contact = await store.get(keys.contact(sub, to.id));
    const changedAddress =
      contact?.status === 'subscribed' && typeof contact.email === 'string' && contact.email !== to.email;
    if (changedAddress && attempt < CONFLICT_TRIES) {
      to = {
        ...to,
        email: String(contact.email),
        firstName: typeof contact.firstName === 'string' ? contact.firstName : undefined,
        lastName: typeof contact.lastName === 'string' ? contact.lastName : undefined,
      };
      continue;
    }
    const settled = await settleUnclaimed(store, {
      campaignId,
      contactId: to.id,
      state: 'skipped',
      reason: contact ? `status_${String(contact.status)}` : 'deleted',
      now: input.now(),
    });
    return settled === 'held' ? { kind: 'held' } : { kind: 'settled', settled };
  }
}
