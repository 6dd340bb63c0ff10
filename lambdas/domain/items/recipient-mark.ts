import * as z from 'zod';
import { getMany, putMany, type Item, type Store } from '../../ports/store';
import { contactKeys, parseAudienceContact, type AudienceContact } from './contact';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of the recipient mark item (lambdas/table.ts lists every kind). */
export const recipientMarkKeys = {
  /** What happened to one recipient of a campaign: sent | failed | skipped; SES events mark it (lambdas/domain/campaigns/send). */
  campaignRecipient: (campaignId: string, contactId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `SENT#${contactId}`,
  }),
  campaignRecipientPrefix: 'SENT#',
} as const;

export const recipientMarkKind: ItemKind = {
  name: 'recipient-mark',
  patterns: [
    { what: 'what happened to one recipient of a campaign', key: 'pk CAMPAIGN#{id} sk SENT#{contactId}' },
  ],
};

/**
 * The (campaign, contact) item, keys.campaignRecipient: the one place that says what happened to one
 * recipient of one campaign: 'sent' (with `messageId`), 'failed' or 'skipped' (with `reason`). It is written
 * once, by the delivery holding the recipient's chunk (chunk-claim.ts), after SES answered; final states
 * never change back, so a redelivered batch finds who was already handled. ('claimed' items were written by
 * the former per-recipient claim; a delivery treats one as not handled.) What SES says of the mail later is
 * kept apart, in items/ses-flag.ts, so an event may come before the mark is written.
 */
export const recipientStates = ['claimed', 'sent', 'failed', 'skipped'] as const;
export type RecipientState = (typeof recipientStates)[number];
export type FinalState = Exclude<RecipientState, 'claimed'>;
/** A recipient's final state and, for a skip or a failure, why. */
export interface Settled {
  state: FinalState;
  reason?: string;
}

const recipientMarkSchema = z.object({
  state: z.enum(recipientStates).optional().catch(undefined),
  reason: z.string().optional().catch(undefined),
});
export interface RecipientMarkRecord {
  /** Absent on an item without a readable state (not handled). */
  state: RecipientState | undefined;
  reason: string | undefined;
}

export function parseRecipientMark(item: Item): RecipientMarkRecord {
  const { state, reason } = parseStored(recipientMarkKind.name, recipientMarkSchema, item);
  return { state, reason };
}

/** The recipient's final state, or undefined when no delivery has handled them yet. */
export function settledOf(mark: RecipientMarkRecord | undefined): Settled | undefined {
  if (!mark?.state || mark.state === 'claimed') return undefined;
  return mark.reason !== undefined ? { state: mark.state, reason: mark.reason } : { state: mark.state };
}

/** What a mark holds besides its state. */
export interface MarkFields {
  claimedAt?: number;
  reason?: string;
  messageId?: string;
  sentAt?: string;
}
/** A mark ready to be written (recipientMark builds it). */
export type RecipientMarkItem = Item;

/**
 * The final item of a recipient of the chunk this delivery holds. A plain put, no condition: only the
 * chunk's holder writes it while its lease runs (a minute, against a send's milliseconds), and the worker
 * writes the chunk's marks together (one BatchWriteItem, campaigns/send/coalesced-calls.ts).
 */
export function recipientMark(
  campaignId: string,
  contactId: string,
  state: FinalState,
  extra: MarkFields,
): RecipientMarkItem {
  return { ...recipientMarkKeys.campaignRecipient(campaignId, contactId), contactId, state, ...extra };
}

/** Writes the marks (no condition): one BatchWriteItem where the store has it. */
export async function putRecipientMarks(store: Store, marks: readonly RecipientMarkItem[]): Promise<void> {
  await putMany(store, marks);
}

export async function getRecipientMark(
  store: Store,
  campaignId: string,
  contactId: string,
): Promise<RecipientMarkRecord | undefined> {
  const item = await store.get(recipientMarkKeys.campaignRecipient(campaignId, contactId));
  return item ? parseRecipientMark(item) : undefined;
}

/**
 * A chunk's contacts and their marks, strongly consistent, in one BatchGetItem (the send path's one read per
 * chunk). The contact items come back as stored: their kind's module (items/contact.ts) reads them.
 */
export async function getContactsAndMarks(
  store: Store,
  input: { accountId: string; campaignId: string; contactIds: readonly string[] },
): Promise<{ contacts: (AudienceContact | undefined)[]; marks: (RecipientMarkRecord | undefined)[] }> {
  const { accountId, campaignId, contactIds } = input;
  const found = await getMany(store, [
    ...contactIds.map((id) => contactKeys.contact(accountId, id)),
    ...contactIds.map((id) => recipientMarkKeys.campaignRecipient(campaignId, id)),
  ]);
  return {
    contacts: found
      .slice(0, contactIds.length)
      .map((item) => (item ? parseAudienceContact(item) : undefined)),
    marks: found.slice(contactIds.length).map((item) => (item ? parseRecipientMark(item) : undefined)),
  };
}

/** Some recipients' marks, strongly consistent, in one BatchGetItem, in the order of `contactIds`. */
export async function getRecipientMarks(
  store: Store,
  campaignId: string,
  contactIds: readonly string[],
): Promise<(RecipientMarkRecord | undefined)[]> {
  const found = await getMany(
    store,
    contactIds.map((id) => recipientMarkKeys.campaignRecipient(campaignId, id)),
  );
  return found.map((item) => (item ? parseRecipientMark(item) : undefined));
}

/** A recipient the campaign has a final mark for, and that mark. */
export interface SettledRecipient extends Settled {
  contactId: string;
}

/**
 * Every recipient of the campaign with a final mark (sent, failed or skipped), strongly consistent: what
 * the send's reconciliation (campaigns/send/reconcile.ts) takes for the truth when batches went missing.
 */
export async function querySettledRecipients(store: Store, campaignId: string): Promise<SettledRecipient[]> {
  const items = await store.query({
    partition: recipientMarkKeys.campaignRecipient(campaignId, '').pk,
    beginsWith: recipientMarkKeys.campaignRecipientPrefix,
    consistent: true,
  });
  return items.flatMap((item) => {
    const settled = settledOf(parseRecipientMark(item));
    const sk = String(item.sk ?? '');
    return settled
      ? [{ contactId: sk.slice(recipientMarkKeys.campaignRecipientPrefix.length), ...settled }]
      : [];
  });
}

/**
 * When SES took the recipient's mail (the mark's sentAt), if it has been sent: what tells a machine's open or
 * click within seconds of the mail's delivery from a reader's (links/machine-open.ts, issue 35).
 */
export async function getSentAt(
  store: Store,
  campaignId: string,
  contactId: string,
): Promise<string | undefined> {
  const item = await store.get(recipientMarkKeys.campaignRecipient(campaignId, contactId));
  const sentAt = item?.sentAt;
  return typeof sentAt === 'string' ? sentAt : undefined;
}

/**
 * One contact's marks in several campaigns (a contact's activity, issue 31), in the order of `campaignIds`:
 * the final state and, for a sent mail, when it went; undefined where the campaign never handled them.
 */
export async function getContactMarks(
  store: Store,
  campaignIds: readonly string[],
  contactId: string,
): Promise<({ settled: Settled; sentAt: string | undefined } | undefined)[]> {
  const found = await getMany(
    store,
    campaignIds.map((id) => recipientMarkKeys.campaignRecipient(id, contactId)),
  );
  return found.map((item) => {
    const settled = item ? settledOf(parseRecipientMark(item)) : undefined;
    if (!settled) return undefined;
    return { settled, sentAt: typeof item?.sentAt === 'string' ? item.sentAt : undefined };
  });
}
