import type { Clock } from '../../ports/clock';
import type { Signing } from '../../ports/signing';
import type { Store } from '../../ports/store';
import type { ContactRecord } from '../items/contact';
import { getContactFields } from '../items/contact-fields';
import { contactExists, contactLimitReached, contactSuppressed } from './contact-errors';
import { readContactLimit } from './contact-limit';
import { emailHashOf } from './email-hash';
import { mergeFieldValues } from './field-values';
import { insertContacts } from './insert-contacts';

/**
 * POST /api/contacts: one contact added by hand (consent source 'manual', subscribed). An address already in
 * the contacts, or one that unsubscribed, bounced or complained (even after its contact was deleted), is a
 * 409 in careful words and changes nothing; past the plan's limit a 403. Custom field values are checked
 * against the account's catalogue first (field-values.ts: a 400 naming the field, nothing added).
 */
export async function addContact(
  deps: { store: Store; clock: Clock; signing: Signing },
  accountId: string,
  body: {
    email: string;
    firstName?: string;
    lastName?: string;
    tags?: string[];
    fields?: Record<string, string | number | null>;
  },
): Promise<ContactRecord> {
  const fields =
    body.fields && Object.keys(body.fields).length
      ? mergeFieldValues({}, body.fields, await getContactFields(deps.store, accountId))
      : {};
  const at = deps.clock.now().toISOString();
  const limit = await readContactLimit(deps.store, accountId);
  const emailHash = await emailHashOf(deps.signing, body.email);
  const { added, notAdded } = await insertContacts(
    deps.store,
    accountId,
    [
      {
        contactId: globalThis.crypto.randomUUID(),
        email: body.email,
        emailHash,
        ...(body.firstName ? { firstName: body.firstName } : {}),
        ...(body.lastName ? { lastName: body.lastName } : {}),
        tags: body.tags ?? [],
        fields,
        status: 'subscribed',
        consent: { source: 'manual', at },
        at,
      },
    ],
    { limit },
  );
  const refused = notAdded[0];
  if (refused?.reason === 'exists') throw contactExists(body.email.trim());
  if (refused?.reason === 'suppressed') throw contactSuppressed(body.email.trim(), refused.status);
  if (refused?.reason === 'over-limit') throw contactLimitReached(limit);
  return added[0]!;
}
