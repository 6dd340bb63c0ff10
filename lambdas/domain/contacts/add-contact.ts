import type { Clock } from '../../ports/clock';
import type { Signing } from '../../ports/signing';
import type { Store } from '../../ports/store';
import type { ContactRecord } from '../items/contact';
import { contactExists, contactLimitReached, contactSuppressed } from './contact-errors';
import { readContactLimit } from './contact-limit';
import { emailHashOf } from './email-hash';
import { insertContacts } from './insert-contacts';

/**
 * POST /api/contacts: one contact added by hand (consent source 'manual', subscribed). An address already in
 * the contacts, or one that unsubscribed, bounced or complained (even after its contact was deleted), is a
 * 409 in careful words and changes nothing; past the plan's limit a 403.
 */
export async function addContact(
  deps: { store: Store; clock: Clock; signing: Signing },
  accountId: string,
  body: { email: string; firstName?: string; lastName?: string; tags?: string[] },
): Promise<ContactRecord> {
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
