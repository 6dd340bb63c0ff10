import type { SuppressedStatus } from '../../../shared/contracts/contacts';
import { DomainError } from '../errors';
import type { ContactRecord } from '../items/contact';
import { applyStatusChange } from '../contacts/apply-status-change';
import { contactExists, contactLimitReached, contactSuppressed } from '../contacts/contact-errors';
import { readContactLimit } from '../contacts/contact-limit';
import { editContact } from '../contacts/edit-contact';
import { insertContacts } from '../contacts/insert-contacts';
import { findByEmail, type ContactDeps } from './api-contacts';

export interface UpsertInput {
  firstName?: string | undefined;
  lastName?: string | undefined;
  tags?: string[] | undefined;
  subscribed?: boolean | undefined;
  consent?: { source: string; time: string } | undefined;
}

const NEW_NEEDS_SUBSCRIBE =
  'There is no contact with this address. To add one, send subscribed: true with consent (source and time).';

const notResubscribed = (email: string, status: SuppressedStatus | 'pending') =>
  status === 'pending'
    ? new DomainError(
        'conflict',
        'contact_pending',
        `${email} has not confirmed their subscription yet; only they can confirm it.`,
      )
    : contactSuppressed(email, status);

/**
 * PUT /api/v1/contacts/{email}: adds the person as subscribed (consent source 'api', the caller's own words
 * kept as its detail) or updates names and tags, and unsubscribes on `subscribed: false`. Nobody who left is
 * subscribed again: an address that unsubscribed, bounced or complained (even after its contact was deleted)
 * answers 409 and nothing changes. The caller checked that a subscribe carries consent (422). A known
 * customer (not_subscribed, from Shopify) is subscribed by a subscribe with consent; `subscribed: false`
 * leaves them as they are (never mailed already).
 */
export async function upsertApiContact(
  deps: ContactDeps,
  accountId: string,
  email: string,
  input: UpsertInput,
): Promise<{ contact: ContactRecord; created: boolean }> {
  const found = await findByEmail(deps, accountId, email);
  if (found.kind === 'suppressed') throw contactSuppressed(email, found.status);
  if (found.kind === 'none') {
    if (!input.subscribed || !input.consent)
      throw new DomainError('not_found', 'contact_not_found', NEW_NEEDS_SUBSCRIBE);
    return { contact: await addSubscribed(deps, accountId, email, found.emailHash, input), created: true };
  }
  let current = found.contact;
  if (input.subscribed === true && current.status === 'not_subscribed')
    current = await subscribeKnown(deps, accountId, current, input);
  if (input.subscribed === true && current.status !== 'subscribed')
    throw notResubscribed(email, current.status as SuppressedStatus | 'pending');
  const changes = {
    ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
    ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
    ...(input.tags !== undefined ? { tags: input.tags } : {}),
    ...(input.subscribed === false && current.status !== 'unsubscribed' && current.status !== 'not_subscribed'
      ? { status: 'unsubscribed' as const }
      : {}),
  };
  if (Object.keys(changes).length === 0) return { contact: current, created: false };
  return { contact: await editContact(deps, accountId, current.contactId, changes), created: false };
}

async function addSubscribed(
  deps: ContactDeps,
  accountId: string,
  email: string,
  emailHash: string,
  input: UpsertInput,
): Promise<ContactRecord> {
  const at = deps.clock.now().toISOString();
  const limit = await readContactLimit(deps.store, accountId);
  const { added, notAdded } = await insertContacts(
    deps.store,
    accountId,
    [
      {
        contactId: globalThis.crypto.randomUUID(),
        email,
        emailHash,
        ...(input.firstName ? { firstName: input.firstName } : {}),
        ...(input.lastName ? { lastName: input.lastName } : {}),
        tags: input.tags ?? [],
        status: 'subscribed',
        consent: { source: 'api', at: input.consent!.time, attestation: input.consent!.source },
        at,
      },
    ],
    { limit },
  );
  const refused = notAdded[0];
  if (refused?.reason === 'exists') throw contactExists(email);
  if (refused?.reason === 'suppressed') throw contactSuppressed(email, refused.status);
  if (refused?.reason === 'over-limit') throw contactLimitReached(limit);
  return added[0]!;
}

/** A known customer (not_subscribed) subscribed with the call's consent record; the contact as it is now. */
async function subscribeKnown(
  deps: ContactDeps,
  accountId: string,
  current: ContactRecord,
  input: UpsertInput,
): Promise<ContactRecord> {
  const consent = { source: 'api' as const, at: input.consent!.time, attestation: input.consent!.source };
  const { contact } = await applyStatusChange(deps.store, accountId, current.contactId, 'subscribed', {
    reason: 'api',
    at: deps.clock.now().toISOString(),
    from: 'not_subscribed',
    set: { consent },
  });
  return contact ?? current;
}
