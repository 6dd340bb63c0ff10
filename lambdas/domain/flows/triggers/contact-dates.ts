import type { Store, TransactWrite } from '../../../ports/store';
import type { ContactRecord } from '../../items/contact';
import { deleteContactDateWrite, putContactDateWrite, type ContactDate } from '../../items/contact-date';

const ISO_DATE = /^\d{4}-(\d{2})-(\d{2})$/;

/** A contact's yearly dates as the index keeps them: each date field's month-day, with the contact's zone. */
export function contactDates(accountId: string, contact: ContactRecord | undefined): ContactDate[] {
  if (!contact) return [];
  const fields = contact.fields ?? {};
  const own = fields.timeZone;
  const zone = typeof own === 'string' && own ? own : undefined;
  return Object.entries(fields).flatMap(([field, value]) => {
    const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
    if (!match) return [];
    return [{ accountId, contactId: contact.contactId, field, monthDay: `${match[1]}-${match[2]}`, zone }];
  });
}

const same = (a: ContactDate, b: ContactDate) =>
  a.field === b.field && a.monthDay === b.monthDay && a.zone === b.zone;

/**
 * The index writes a contact's change needs (pure): the dates it lost or changed deleted, the new or
 * changed ones put. Nothing when no date field and no zone changed (most contact writes).
 */
export function contactDateWrites(
  accountId: string,
  before: ContactRecord | undefined,
  after: ContactRecord,
): TransactWrite[] {
  const was = contactDates(accountId, before);
  const now = contactDates(accountId, after);
  const gone = was.filter((d) => !now.some((n) => same(n, d)));
  const added = now.filter((d) => !was.some((w) => same(w, d)));
  // A zone change re-puts the same key: delete only the keys no new item takes over.
  const deletes = gone.filter((d) => !added.some((n) => n.field === d.field && n.monthDay === d.monthDay));
  return [...deletes.map(deleteContactDateWrite), ...added.map(putContactDateWrite)];
}

/**
 * Issue 32: keeps the yearly-date index following a contact's change off the stream (a new contact's dates,
 * a date field set, moved or cleared, a new zone). No read; one transaction when anything changed.
 */
export async function indexContactDates(
  store: Store,
  accountId: string,
  before: ContactRecord | undefined,
  after: ContactRecord,
): Promise<number> {
  const writes = contactDateWrites(accountId, before, after);
  for (let i = 0; i < writes.length; i += 25) await store.transact(writes.slice(i, i + 25));
  return writes.length;
}
