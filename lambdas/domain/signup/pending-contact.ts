import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { readContactLimit } from '../contacts/contact-limit';
import { insertContacts } from '../contacts/insert-contacts';
import { getContact } from '../items/contact';
import { getEmailClaim } from '../items/email-claim';
import type { SignupMessage } from './signup-message';

/**
 * Who is asked to confirm: a new contact (pending), a pending one again, one who unsubscribed before, or a
 * known customer who never subscribed (not_subscribed, from Shopify).
 */
export type Target = { contactId: string } | undefined;

/**
 * The contact a signup asks to confirm, made `pending` if the address is new (consent: form, the time and IP
 * of the signup); undefined when nobody is to be asked (subscribed, bounced, complained, suppressed, full).
 */
export async function pendingContact(
  deps: { store: Store; clock: Clock },
  accountId: string,
  input: SignupMessage & { emailHash: string },
): Promise<Target> {
  const claim = await getEmailClaim(deps.store, accountId, input.emailHash);
  if (claim?.contactId !== undefined) {
    const status = (await getContact(deps.store, accountId, claim.contactId))?.status;
    return status === 'pending' || status === 'unsubscribed' || status === 'not_subscribed'
      ? { contactId: claim.contactId }
      : undefined;
  }
  // A suppression item (a deleted contact that unsubscribed, bounced or complained) stays: a stranger could
  // type the address, and a pending contact would lift the suppression before anyone confirmed.
  if (claim) return undefined;
  const contactId = globalThis.crypto.randomUUID();
  const at = deps.clock.now().toISOString();
  const { added, notAdded } = await insertContacts(
    deps.store,
    accountId,
    [
      {
        contactId,
        email: input.email,
        emailHash: input.emailHash,
        ...(input.firstName ? { firstName: input.firstName } : {}),
        tags: [],
        status: 'pending',
        consent: { source: 'form', at: input.at, ip: input.ip },
        at,
      },
    ],
    { limit: await readContactLimit(deps.store, accountId) },
  );
  if (added.length > 0) return { contactId };
  // Two signups of one address at once: the other request created it; ask again only if it is still pending.
  const refused = notAdded[0];
  return refused?.reason === 'exists' ? { contactId: refused.contactId } : undefined;
}
