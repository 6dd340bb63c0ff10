/**
 * Shared by the unsubscribe and signup integration tests: an account with a setup and a tracking id (made
 * through the API), contacts written with the contacts branch's own builders, tokens signed with the stack's
 * own signing keys (the file the handlers read), and the mail the SES stand-in received.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { insertContacts } from '../../../lambdas/domain/contacts/insert-contacts';
import type { ContactItem } from '../../../lambdas/domain/items/contact';
import { countsOf } from '../../../lambdas/domain/items/contact-counts';
import { signUnsubscribe } from '../../../lambdas/domain/links/unsubscribe-token';
import { keys } from '../../../lambdas/table';
import type { ContactStatus } from '../../../shared/contracts/contacts';
import { newContact, signing } from '../contacts/support';
import { store, userWithSetup } from '../tracking/support';
import { viaCloudFront } from '../helpers/cloudfront';

export { signing, store };
const { env } = inject('stack');

export const account = () => userWithSetup();

/** One contact of `sub` with this status, written as the product writes contacts. */
export async function contactOf(
  sub: string,
  status: ContactStatus = 'subscribed',
  extra: { tags?: string[] } = {},
): Promise<{ contactId: string; email: string }> {
  const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
  const contact = await newContact(email, status, extra);
  const { added } = await insertContacts(store, sub, [contact], { limit: 500 });
  if (added.length !== 1) throw new Error('contact not added');
  return { contactId: contact.contactId, email };
}

export async function readContact(sub: string, contactId: string): Promise<ContactItem | undefined> {
  return (await store.get(keys.contact(sub, contactId))) as ContactItem | undefined;
}

export const countsFor = async (sub: string) => countsOf(await store.get(keys.contactCounts(sub)));

export const tokenFor = (sub: string, contactId: string, campaignId = 'none') =>
  signUnsubscribe(signing(), { sub, contactId, campaignId });

export interface StoredMail {
  from: string;
  subject: string;
  destination: { to: string[] };
  body: { html?: string; text?: string };
}

/** Every mail the SES stand-in holds for `to`. */
export async function mailsTo(to: string): Promise<StoredMail[]> {
  const all = (await (await fetch(`${env.AWS_ENDPOINT_SES}/store`)).json()) as { emails: StoredMail[] };
  return all.emails.filter((e) => e.destination.to.includes(to));
}

/** A different caller address per call site, as CloudFront reports the viewer (the per-IP limit's key). */
export const viewer = () =>
  viaCloudFront(
    `198.51.100.${Math.floor(Math.random() * 250) + 1}:${40000 + Math.floor(Math.random() * 20000)}`,
  );
