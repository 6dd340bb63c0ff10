import * as z from 'zod';
import { propertyFilterSchema, type PropertyFilter } from '../../../shared/contracts/flows';
import type { Item, Store, TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/**
 * The index of enrollments waiting for an event (issue 32, the wait-for-event step): one partition per
 * (account, event name), like the trigger index, an entry per waiting enrollment sorted by contact. An event
 * costs one Query of its name's partition, limited to its contact: the waits of that contact for that name,
 * whatever else waits. Put in the step's own transaction when the wait starts and deleted in the one that
 * ends it (happened, timed out); one the enrollment left otherwise (an exit event, a moved step) is stale:
 * its `seq` no longer matches and the worker ignores it, and it expires (`expiresAt`) a day after its timeout.
 */
export const flowEventWaitKeys = {
  flowEventWait: (w: { accountId: string; eventName: string; contactId: string } & WaitRef) => ({
    pk: waitPartition(w.accountId, w.eventName),
    sk: `${w.contactId}#${w.flowId}#${w.enrollmentId}`,
  }),
} as const;

interface WaitRef {
  flowId: string;
  enrollmentId: string;
}

/** The partition of an (account, event name)'s waits (also to erase it with the account). */
export const waitPartition = (accountId: string, eventName: string) => `FLOWWAIT#${accountId}#${eventName}`;

export const flowEventWaitKind: ItemKind = {
  name: 'flow-event-wait',
  patterns: [
    {
      what: 'enrollments waiting for an event, by contact',
      key: 'pk FLOWWAIT#{accountId}#{eventName} sk {contactId}#{flowId}#{enrollmentId}',
    },
  ],
};

const EXPIRES_AFTER_TIMEOUT_S = 86_400;

const storedSchema = z.object({
  accountId: z.string(),
  flowId: z.string(),
  enrollmentId: z.string(),
  contactId: z.string(),
  eventName: z.string(),
  /** The enrollment's seq while it waits: a wake is for this wait only. */
  seq: z.number().int(),
  timeoutAt: z.string(),
  filters: z.string().transform((text) => z.array(propertyFilterSchema).parse(JSON.parse(text))),
});
export type EventWait = z.output<typeof storedSchema>;

export function eventWaitPutWrite(
  w: Omit<EventWait, 'filters'> & { filters: PropertyFilter[] },
): TransactWrite {
  const item: Item = {
    ...flowEventWaitKeys.flowEventWait(w),
    ...w,
    filters: JSON.stringify(w.filters),
    expiresAt: Math.floor(Date.parse(w.timeoutAt) / 1000) + EXPIRES_AFTER_TIMEOUT_S,
  };
  return { kind: 'put', item };
}

export const eventWaitDeleteWrite = (
  w: { accountId: string; eventName: string; contactId: string } & WaitRef,
): TransactWrite => ({ kind: 'delete', key: flowEventWaitKeys.flowEventWait(w) });

/** The contact's waits for this event name: one Query (a contact waits in a few flows at most). */
export async function contactEventWaits(
  store: Store,
  accountId: string,
  eventName: string,
  contactId: string,
): Promise<EventWait[]> {
  const items = await store.query({
    partition: waitPartition(accountId, eventName),
    beginsWith: `${contactId}#`,
  });
  return items.map((item) => parseStored('flow-event-wait', storedSchema, item));
}
