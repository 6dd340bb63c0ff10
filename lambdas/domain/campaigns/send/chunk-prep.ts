import type { Store } from '../../../ports/store';
import { getAudienceContact, type AudienceContact } from '../../items/contact';
import { claimChunk } from '../../items/chunk-claim';
import { getContactsAndMarks, settledOf, type Settled } from '../../items/recipient-mark';
import type { BatchRecipient } from './messages';

/** What to do with one recipient of a claimed chunk. */
export type RecipientPlan =
  /** Settled by an earlier delivery of the batch: count it, nothing else. */
  | { kind: 'settled'; recipient: BatchRecipient; settled: Settled }
  /** Not subscribed now (or deleted): mark skipped with `reason`. */
  | { kind: 'skip'; recipient: BatchRecipient; reason: string }
  /** Mail `to` (the address stored now); `readAt`: when the contact was read (epoch ms). */
  | { kind: 'mail'; recipient: BatchRecipient; to: BatchRecipient; readAt: number };

export type ChunkPrep = { kind: 'held' } | { kind: 'ready'; claimedAt: number; plans: RecipientPlan[] };

/**
 * Claims a chunk of the batch (items/chunk-claim.ts: one conditional write) and only then reads, strongly
 * consistent and in one BatchGetItem, each recipient's contact and what an earlier delivery did with them.
 * The order is what keeps an unsubscribe strict (docs/architecture.md › The send path): an unsubscribe
 * committed before the read is seen by it; one committed after it finds the chunk's claim, naming the
 * contact, and waits until the contact's mail is marked or the chunk let go (in-flight.ts).
 */
export async function prepareChunk(
  store: Store,
  input: {
    sub: string;
    campaignId: string;
    chunkId: string;
    recipients: BatchRecipient[];
    now: () => number;
    leaseMs: number;
  },
): Promise<ChunkPrep> {
  const { sub, campaignId, recipients } = input;
  const claim = await claimChunk(store, {
    campaignId,
    chunkId: input.chunkId,
    contactIds: recipients.map((r) => r.id),
    now: input.now(),
    leaseMs: input.leaseMs,
  });
  if (claim.kind === 'held') return claim;
  const readAt = input.now();
  const { contacts, marks } = await getContactsAndMarks(store, {
    accountId: sub,
    campaignId,
    contactIds: recipients.map((r) => r.id),
  });
  const plans = recipients.map((recipient, i): RecipientPlan => {
    const settled = settledOf(marks[i]);
    if (settled) return { kind: 'settled', recipient, settled };
    return planFor(recipient, contacts[i], readAt);
  });
  return { kind: 'ready', claimedAt: claim.claimedAt, plans };
}

/** The plan again from the contact read now, strongly consistent (a contact read long before its send slot). */
export async function planAgain(
  store: Store,
  accountId: string,
  recipient: BatchRecipient,
  now: () => number,
): Promise<RecipientPlan> {
  return planFor(recipient, await getAudienceContact(store, accountId, recipient.id), now());
}

/** Mail a contact still subscribed at the address stored now; skip anyone else, saying why. */
export function planFor(
  recipient: BatchRecipient,
  contact: AudienceContact | undefined,
  readAt: number,
): RecipientPlan {
  if (contact?.status === 'subscribed' && contact.email !== undefined) {
    const fields = contact.fields ? { fields: contact.fields } : {};
    if (contact.email === recipient.email)
      return { kind: 'mail', recipient, to: { ...recipient, ...fields }, readAt };
    const to: BatchRecipient = {
      ...recipient,
      email: contact.email,
      firstName: contact.firstName,
      lastName: contact.lastName,
      ...fields,
    };
    return { kind: 'mail', recipient, to, readAt };
  }
  return { kind: 'skip', recipient, reason: contact ? `status_${String(contact.status)}` : 'deleted' };
}
