import * as z from 'zod';
import { CONTACT_NAME_MAX } from '../../../shared/contracts/contacts';
import { isValidEmail } from '../../../shared/contacts/email';
import type { Signing } from '../../ports/signing';
import type { Store } from '../../ports/store';
import { applyStatusChange } from '../contacts/apply-status-change';
import { readContactLimit } from '../contacts/contact-limit';
import { emailHashOf } from '../contacts/email-hash';
import { insertContacts } from '../contacts/insert-contacts';
import { getContact } from '../items/contact';
import { getEmailClaim } from '../items/email-claim';

/**
 * customers/create|update (https://shopify.dev/docs/api/admin-rest/2024-10/resources/customer): consent comes
 * from Shopify's email_marketing_consent. Only state "subscribed" makes a subscribed contact, with a consent
 * record naming Shopify at consent_updated_at (a known customer who was not subscribed becomes subscribed).
 * "not_subscribed" and "pending" (Shopify's own double opt-in, unconfirmed) make a known customer: a contact
 * of status not_subscribed, never mailed and not counted against the plan, so their orders show on their
 * page (an existing contact is left as it is). "invalid" and "redacted" store nobody. "unsubscribed"
 * unsubscribes the contact if there is one. An address that unsubscribed, bounced or complained here is
 * never subscribed again.
 */
const KNOWN_STATES = new Set(['not_subscribed', 'pending']);
const customerSchema = z.object({
  id: z.union([z.number(), z.string()]),
  email: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  email_marketing_consent: z
    .object({ state: z.string(), consent_updated_at: z.string().nullish() })
    .nullish(),
});

const name = (value: string | null | undefined) => value?.trim().slice(0, CONTACT_NAME_MAX) || undefined;

/** The outcome in words (logged and answered): 'subscribed', 'not mailable: not_subscribed', ... */
export async function applyShopifyCustomer(
  ports: { store: Store; signing: Signing },
  accountId: string,
  body: unknown,
  now: Date,
): Promise<string> {
  const parsed = customerSchema.safeParse(body);
  if (!parsed.success) return 'ignored: not a Shopify customer payload';
  const customer = parsed.data;
  const email = customer.email?.trim();
  if (!email || !isValidEmail(email)) return 'ignored: the customer has no usable email address';
  const state = customer.email_marketing_consent?.state ?? 'not_subscribed';
  const emailHash = await emailHashOf(ports.signing, email);
  if (state === 'unsubscribed') return unsubscribe(ports.store, accountId, emailHash, now);
  const known = KNOWN_STATES.has(state);
  if (state !== 'subscribed' && !known) return `not mailable: ${state}`;
  const consentAt = new Date(customer.email_marketing_consent?.consent_updated_at ?? now.toISOString());
  const at = now.toISOString();
  const consent = {
    source: 'shopify' as const,
    at: Number.isNaN(consentAt.getTime()) ? at : consentAt.toISOString(),
  };
  const firstName = name(customer.first_name);
  const lastName = name(customer.last_name);
  const { added, notAdded } = await insertContacts(
    ports.store,
    accountId,
    [
      {
        contactId: globalThis.crypto.randomUUID(),
        email,
        emailHash,
        ...(firstName ? { firstName } : {}),
        ...(lastName ? { lastName } : {}),
        tags: [],
        fields: {},
        status: known ? 'not_subscribed' : 'subscribed',
        consent,
        at,
      },
    ],
    { limit: await readContactLimit(ports.store, accountId) },
  );
  if (added.length) return known ? `known, not mailable: ${state}` : 'subscribed';
  const refused = notAdded[0];
  if (!known && refused?.reason === 'exists')
    return subscribeKnown(ports.store, accountId, refused.contactId, consent, at);
  return known ? `not mailable: ${state}` : `not added: ${refused?.reason ?? 'unknown'}`;
}

/** A known customer (not_subscribed) whom Shopify now says subscribed: subscribed, consent naming Shopify. */
async function subscribeKnown(
  store: Store,
  accountId: string,
  contactId: string,
  consent: { source: 'shopify'; at: string },
  at: string,
) {
  const { changed } = await applyStatusChange(store, accountId, contactId, 'subscribed', {
    reason: 'shopify',
    at,
    from: 'not_subscribed',
    set: { consent },
  });
  return changed ? 'subscribed' : 'not added: exists';
}

async function unsubscribe(store: Store, accountId: string, emailHash: string, now: Date) {
  const contactId = (await getEmailClaim(store, accountId, emailHash))?.contactId;
  const contact = contactId ? await getContact(store, accountId, contactId) : undefined;
  if (!contact || (contact.status !== 'subscribed' && contact.status !== 'pending'))
    return 'not mailable: unsubscribed';
  await applyStatusChange(store, accountId, contact.contactId, 'unsubscribed', {
    reason: 'shopify',
    at: now.toISOString(),
    from: contact.status,
  });
  return 'unsubscribed';
}
