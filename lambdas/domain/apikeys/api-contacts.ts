import type { ApiContact } from '../../../shared/contracts/api-v1';
import type { Clock } from '../../ports/clock';
import type { Signing } from '../../ports/signing';
import type { Store } from '../../ports/store';
import { getContact, type ContactRecord } from '../items/contact';
import { getEmailClaim } from '../items/email-claim';
import { contactNotFound } from '../contacts/contact-errors';
import { deleteContacts } from '../contacts/delete-contacts';
import { emailHashOf } from '../contacts/email-hash';

export type ContactDeps = { store: Store; clock: Clock; signing: Signing };

/** The API's view of a contact: the address as given, the consent's source (api: the caller's words). */
export const toApiContact = (c: ContactRecord): ApiContact => ({
  email: c.email,
  status: c.status,
  firstName: c.firstName ?? null,
  lastName: c.lastName ?? null,
  tags: c.tags,
  consent: { source: c.consent.source, at: c.consent.at, detail: c.consent.attestation ?? null },
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
});

/**
 * What the account knows of an address: its contact, its suppression (the address left and its contact was
 * deleted: only the keyed hash is kept), or nothing. One GetItem on the claim, one on the contact.
 */
export async function findByEmail(
  deps: { store: Store; signing: Signing },
  accountId: string,
  email: string,
): Promise<
  | { kind: 'contact'; contact: ContactRecord; emailHash: string }
  | { kind: 'suppressed'; status: 'unsubscribed' | 'bounced' | 'complained'; emailHash: string }
  | { kind: 'none'; emailHash: string }
> {
  const emailHash = await emailHashOf(deps.signing, email);
  const claim = await getEmailClaim(deps.store, accountId, emailHash);
  if (claim?.suppressed) return { kind: 'suppressed', status: claim.suppressed, emailHash };
  const contact = claim?.contactId ? await getContact(deps.store, accountId, claim.contactId) : undefined;
  return contact ? { kind: 'contact', contact, emailHash } : { kind: 'none', emailHash };
}

/** GET /api/v1/contacts/{email}: the contact, or 404 (a suppressed address has no contact: 404 too). */
export async function getApiContact(deps: ContactDeps, accountId: string, email: string) {
  const found = await findByEmail(deps, accountId, email);
  if (found.kind !== 'contact') throw contactNotFound();
  return found.contact;
}

/** The contact id of an address of the account, if it has a contact (events name people by address). */
export async function contactIdOf(deps: ContactDeps, accountId: string, email: string | undefined) {
  if (!email) return undefined;
  const found = await findByEmail(deps, accountId, email);
  return found.kind === 'contact' ? found.contact.contactId : undefined;
}

/**
 * DELETE /api/v1/contacts/{email}: forgets the person through the app's own delete (deleteContacts), so an
 * address that unsubscribed, bounced or complained stays suppressed by its keyed hash. 404 when no contact.
 */
export async function forgetApiContact(deps: ContactDeps, accountId: string, email: string) {
  const found = await findByEmail(deps, accountId, email);
  if (found.kind !== 'contact') throw contactNotFound();
  const at = deps.clock.now().toISOString();
  const deleted = await deleteContacts(deps.store, accountId, [found.contact.contactId], at);
  if (deleted.length === 0) throw contactNotFound();
}
