import { fieldKeyOf } from '../../../../shared/contacts/custom-fields';
import type { FlowTrigger } from '../../../../shared/contracts/flows';
import { ConditionFailedError, type Store } from '../../../ports/store';
import { contactUnchangedCheck, type ContactRecord } from '../../items/contact';
import { missingContactDates, putContactDateWrite } from '../../items/contact-date';
import { contactDates } from './contact-dates';

/**
 * Issue 32, a yearly-date flow going live: a page of the account's contacts gets the date index item of the
 * flow's field where it is missing (a date stored before the index was kept off the stream). The same item
 * the stream writes (contact-dates.ts); one BatchGetItem for the page, then a put per missing item, held by a
 * check that the contact is still as read (a change meanwhile is the stream's to index). Returns the puts.
 */
export async function backfillContactDates(
  store: Store,
  accountId: string,
  trigger: FlowTrigger,
  contacts: readonly ContactRecord[],
): Promise<number> {
  if (trigger.type !== 'date-property') return 0;
  const field = fieldKeyOf(trigger.field);
  const wanted = contacts.flatMap((c) =>
    contactDates(accountId, c)
      .filter((d) => d.field === field)
      .map((date) => ({ date, updatedAt: c.updatedAt })),
  );
  const missing = new Set(
    await missingContactDates(
      store,
      wanted.map((w) => w.date),
    ),
  );
  let written = 0;
  for (const { date, updatedAt } of wanted) {
    if (!missing.has(date)) continue;
    try {
      await store.transact([
        contactUnchangedCheck(accountId, date.contactId, updatedAt),
        putContactDateWrite(date),
      ]);
      written += 1;
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
    }
  }
  return written;
}
