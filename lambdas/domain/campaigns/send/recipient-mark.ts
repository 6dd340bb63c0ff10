import type { Item } from '../../../ports/store';
import { keys } from '../../../table';

/**
 * The (campaign, contact) item, keys.campaignRecipient: the one place that says what happened to one
 * recipient of one campaign: 'sent' (with `messageId`), 'failed' or 'skipped' (with `reason`). It is written
 * once, by the delivery holding the recipient's chunk (chunk-claim.ts), after SES answered; final states
 * never change back, so a redelivered batch finds who was already handled. ('claimed' items were written by
 * the former per-recipient claim; a delivery treats one as not handled.)
 */
export type RecipientState = 'claimed' | 'sent' | 'failed' | 'skipped';
export type FinalState = Exclude<RecipientState, 'claimed'>;
/** A recipient's final state and, for a skip or a failure, why. */
export interface Settled {
  state: FinalState;
  reason?: string;
}

/**
 * The final item of a recipient of the chunk this delivery holds. A plain put, no condition: only the
 * chunk's holder writes it while its lease runs (a minute, against a send's milliseconds), and the worker
 * writes the chunk's marks together (one BatchWriteItem, coalesced-calls.ts).
 */
export function recipientMark(campaignId: string, contactId: string, state: FinalState, extra: Item): Item {
  return { ...keys.campaignRecipient(campaignId, contactId), contactId, state, ...extra };
}
