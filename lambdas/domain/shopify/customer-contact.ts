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
 * record naming Shopify at consent_updated_at. Any other state (not_subscribed, pending, invalid, redacted)
 * makes nobody mailable: the customer stays known to Shopify only. "unsubscribed" unsubscribes the contact if
 * there is one. An address that unsubscribed, bounced or complained here is never subscribed again.
 */
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
  if (state !== 'subscribed') return `not mailable: ${state}`;
  const consentAt = new Date(customer.email_marketing_consent?.consent_updated_at ?? now.toISOString());
  const at = now.toISOString();
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
        status: 'subscribed',
        consent: {
          source: 'shopify',
          at: Number.isNaN(consentAt.getTime()) ? at : consentAt.toISOString(),
        },
        at,
      },
    ],
    { limit: await readContactLimit(ports.store, accountId) },
  );
  if (added.length) return 'subscribed';
  return `not added: ${notAdded[0]?.reason ?? 'unknown'}`;
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
