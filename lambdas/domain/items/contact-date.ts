import * as z from 'zod';
import { getMany, type Item, type Store, type TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/**
 * The yearly-date index of contacts (issue 32, the date-property trigger): one item per (contact, date
 * field) under the field's month-day, so the birthday sweep reads only the contacts whose day is due, never
 * the whole list. Written off the table's stream when a contact's date field (or its time zone) is set or
 * changed; it lives in the account's contacts partition, so it goes with the account.
 */
const datePrefix = (field: string, monthDay: string) => `DATE#${field}#${monthDay}#`;

export const contactDateKeys = {
  contactDate: (accountId: string, field: string, monthDay: string, contactId: string) => ({
    pk: `CONTACTS#${accountId}`,
    sk: `${datePrefix(field, monthDay)}${contactId}`,
  }),
} as const;

export const contactDateKind: ItemKind = {
  name: 'contact-date',
  patterns: [
    {
      what: 'contacts by a date field’s month-day (yearly triggers)',
      key: 'pk CONTACTS#{accountId} sk DATE#{field}#{mm-dd}#{contactId}',
    },
  ],
};

/** One contact's date: the field's month-day and the contact's own zone (absent: the account's). */
export interface ContactDate {
  accountId: string;
  contactId: string;
  field: string;
  monthDay: string;
  zone?: string | undefined;
}

const storedSchema = z.object({
  accountId: z.string().min(1),
  contactId: z.string().min(1),
  field: z.string().min(1),
  monthDay: z.string().regex(/^\d{2}-\d{2}$/),
  zone: z.string().optional(),
});

const keyOf = (d: ContactDate) => contactDateKeys.contactDate(d.accountId, d.field, d.monthDay, d.contactId);

export function contactDateItem(d: ContactDate): Item {
  const { zone, ...rest } = d;
  return { ...keyOf(d), ...rest, ...(zone ? { zone } : {}) };
}

export const putContactDateWrite = (d: ContactDate): TransactWrite => ({
  kind: 'put',
  item: contactDateItem(d),
});
export const deleteContactDateWrite = (d: ContactDate): TransactWrite => ({ kind: 'delete', key: keyOf(d) });

/** The contacts whose `field` falls on `monthDay` ('04-12'): one Query per page of 500. */
export async function contactsOnDate(
  store: Store,
  accountId: string,
  field: string,
  monthDay: string,
): Promise<ContactDate[]> {
  const { pk } = contactDateKeys.contactDate(accountId, field, monthDay, '');
  const out: ContactDate[] = [];
  let startKey: Item | undefined;
  do {
    const page = await store.queryPage({
      partition: pk,
      beginsWith: datePrefix(field, monthDay),
      limit: 500,
      startKey,
    });
    out.push(...page.items.map((item) => parseStored('contact-date', storedSchema, item)));
    startKey = page.next;
  } while (startKey);
  return out;
}

/** Of `dates`, those whose index item is not stored yet: one BatchGetItem per 100 (the backfill's read). */
export async function missingContactDates(
  store: Store,
  dates: readonly ContactDate[],
): Promise<ContactDate[]> {
  const found = await getMany(store, dates.map(keyOf));
  return dates.filter((_, i) => !found[i]);
}
