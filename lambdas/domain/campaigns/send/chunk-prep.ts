import type { Store } from '../../../ports/store';
import { getAudienceContact, type AudienceContact } from '../../items/contact';
import { claimChunk } from '../../items/chunk-claim';
import { getContactsAndMarks, getRecipientMarks, settledOf, type Settled } from '../../items/recipient-mark';
import type { BatchRecipient } from './messages';

/** What to do with one recipient of a claimed chunk. */
export type RecipientPlan =
  /** Settled by an earlier delivery of the batch: count it, nothing else. */
  | { kind: 'settled'; recipient: BatchRecipient; settled: Settled }
  /** Not subscribed now (or deleted): mark skipped with `reason`. */
  | { kind: 'skip'; recipient: BatchRecipient; reason: string }
  /** Mail `to` (the address stored now); `readAt`: when the contact was read (epoch ms). */
  | { kind: 'mail'; recipient: BatchRecipient; to: BatchRecipient; readAt: number };

/**
 * 'ready': `claimedAt` is the claim this delivery lets go once the chunk's marks are written: its own, or a
 * dead holder's whose recipients were all marked already (markedByHolder).
 */
export type ChunkPrep =
  /** `leaseUntil`: when the holder's lease ends (epoch ms), when read. */
  { kind: 'held'; leaseUntil?: number } | { kind: 'ready'; claimedAt: number; plans: RecipientPlan[] };

/**
 * Claims a chunk of the batch (items/chunk-claim.ts: one conditional write) and only then reads, strongly
 * consistent and in one BatchGetItem, each recipient's contact and what an earlier delivery did with them.
 * The order is what keeps an unsubscribe strict (docs/architecture.md › The send path): an unsubscribe
 * committed before the read is seen by it; one committed after it finds the chunk's claim, naming the
 * contact, and waits until the contact's mail is marked or the chunk let go (in-flight.ts).
 * A chunk held by another delivery whose recipients are all marked already is done (markedByHolder).
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
  if (claim.kind === 'held') return markedByHolder(store, campaignId, recipients, claim);
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

/**
 * A chunk whose claim is still live but whose recipients all have their final mark: its holder mailed (or
 * skipped, or failed) every one of them and died before it let the chunk go and counted the batch (the
 * crash window, docs/architecture.md › The send path). Nobody of it is in flight any more (marks are
 * written after SES answered, and final marks never change), so the chunk is ready now, every recipient
 * settled, to be counted with the batch (its counted mark keeps that to once), and its claim, taken as
 * the holder's, is let go after. Waiting out the lease instead had the redelivery fail until then, and
 * a queue retrying faster than the lease (the local one: 5 receives) dead-lettered the batch uncounted, the
 * campaign stuck 'sending'. Anyone unmarked (a send that may be in flight): still held.
 */
async function markedByHolder(
  store: Store,
  campaignId: string,
  recipients: BatchRecipient[],
  claim: { holderClaimedAt?: number; leaseUntil?: number },
): Promise<ChunkPrep> {
  const { holderClaimedAt, leaseUntil } = claim;
  const held: ChunkPrep = leaseUntil === undefined ? { kind: 'held' } : { kind: 'held', leaseUntil };
  if (holderClaimedAt === undefined) return held;
  const marks = await getRecipientMarks(
    store,
    campaignId,
    recipients.map((r) => r.id),
  );
  const plans: RecipientPlan[] = [];
  for (const [i, recipient] of recipients.entries()) {
    const settled = settledOf(marks[i]);
    if (!settled) return held;
    plans.push({ kind: 'settled', recipient, settled });
  }
  return { kind: 'ready', claimedAt: holderClaimedAt, plans };
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
