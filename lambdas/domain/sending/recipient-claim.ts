import { ConditionFailedError, type Item, type Store } from '../../ports/store';
import { keys } from '../../table';

/**
 * The (campaign, contact) item, keys.campaignRecipient: the one place that says what happened to one
 * recipient of one campaign. `state`: 'claimed' (a worker holds it until `leaseUntil`, epoch ms, and may
 * be calling SES), then 'sent' (with `messageId`), 'failed' or 'skipped' (with `reason`). Final states
 * never change back, so a redelivered batch finds who was already handled.
 */
export type RecipientState = 'claimed' | 'sent' | 'failed' | 'skipped';
export type FinalState = Exclude<RecipientState, 'claimed'>;
/** A recipient's final state and, for a skip or a failure, why. */
export interface Settled {
  state: FinalState;
  reason?: string;
}

export type ClaimResult =
  /** `claimedAt`: epoch ms, kept on the settled item (when the worker decided to mail this person). */
  | { kind: 'claimed'; claimedAt: number }
  /** Already settled by an earlier delivery of the batch (`reason`: why it was skipped or failed). */
  | { kind: 'settled'; state: FinalState; reason?: string }
  /** Another worker holds it and its lease has not run out: try the batch again later. */
  | { kind: 'held' };

/**
 * Claims the recipient: one plain put on condition "absent" (one item written, no transaction). An existing
 * claim whose lease ran out is the crash window (a worker died after claiming, maybe after SES accepted): it
 * is taken over and the mail sent again, since a lost mail is worse than a rare duplicate
 * (docs/architecture.md › The send path). Whether the contact may still be mailed is read after the claim
 * by the caller (claim-to-mail.ts), the order that keeps the unsubscribe strict.
 */
export async function claimRecipient(
  store: Store,
  input: { campaignId: string; contactId: string; now: number; leaseMs: number },
): Promise<ClaimResult> {
  const key = keys.campaignRecipient(input.campaignId, input.contactId);
  const leaseUntil = input.now + input.leaseMs;
  try {
    await store.put(
      { ...key, contactId: input.contactId, state: 'claimed', leaseUntil, claimedAt: input.now },
      'absent',
    );
    return { kind: 'claimed', claimedAt: input.now };
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
  const existing = await store.get(key);
  const state = existing?.state as RecipientState | undefined;
  if (state && state !== 'claimed')
    return {
      kind: 'settled',
      state,
      ...(typeof existing?.reason === 'string' ? { reason: existing.reason } : {}),
    };
  if (typeof existing?.leaseUntil === 'number' && existing.leaseUntil > input.now) return { kind: 'held' };
  try {
    // The takeover (rare: only after a crash) is a one-item transaction, the store's conditional update.
    await store.transact([
      {
        kind: 'update',
        key,
        set: { leaseUntil, takenOver: true, claimedAt: input.now },
        condition: {
          all: [
            { attribute: 'state', equals: 'claimed' },
            { attribute: 'leaseUntil', lessThan: input.now + 1 },
          ],
        },
      },
    ]);
    return { kind: 'claimed', claimedAt: input.now };
  } catch (error) {
    if (error instanceof ConditionFailedError) return { kind: 'held' };
    throw error;
  }
}

/**
 * Settles a recipient this worker holds the claim of (sent, failed, skipped): one plain put of the final
 * item. No condition is needed: only the claim's holder settles it while its lease runs (minutes, against
 * a send's milliseconds), and a put is one write, not a transaction. `put`: the worker's coalesced puts
 * (coalesced-calls.ts, one BatchWriteItem for the lanes' marks at once); store.put by default.
 */
export async function settleClaimed(
  store: Store,
  campaignId: string,
  contactId: string,
  state: FinalState,
  extra: Item,
  put: (item: Item) => Promise<void> = (item) => store.put(item),
): Promise<void> {
  await put({ ...keys.campaignRecipient(campaignId, contactId), contactId, state, ...extra });
}

/**
 * Records a recipient who gets no mail (not subscribed any more, no verified domain) without a claim: a
 * put on condition "absent". What is already there wins (an earlier delivery settled it), except a claim
 * whose lease ran out, which becomes this state. Returns the recipient's final state and reason.
 */
export async function settleUnclaimed(
  store: Store,
  input: { campaignId: string; contactId: string; state: 'skipped' | 'failed'; reason: string; now: number },
): Promise<Settled | 'held'> {
  const key = keys.campaignRecipient(input.campaignId, input.contactId);
  const item = {
    ...key,
    contactId: input.contactId,
    state: input.state,
    reason: input.reason,
    claimedAt: input.now,
  };
  try {
    await store.put(item, 'absent');
    return { state: input.state, reason: input.reason };
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
  const claim = await claimRecipient(store, { ...input, leaseMs: 0 });
  if (claim.kind === 'settled')
    return { state: claim.state, ...(claim.reason ? { reason: claim.reason } : {}) };
  if (claim.kind !== 'claimed') return 'held';
  await settleClaimed(store, input.campaignId, input.contactId, input.state, {
    reason: input.reason,
    claimedAt: claim.claimedAt,
  });
  return { state: input.state, reason: input.reason };
}
