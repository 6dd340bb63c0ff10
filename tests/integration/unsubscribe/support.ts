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
import { store, userWithSetup, type TrackedUser } from '../tracking/support';
import { verifyEmail } from '../helpers/cognito';
import { viaCloudFront } from '../helpers/cloudfront';

export { signing, store };
const { env } = inject('stack');

/** A shop for these tests: its owner (with the address they signed up with), setup and tracking id. */
export type Shop = TrackedUser & { email: string };

export const account = async (options: { domain?: string } = {}) => (await userWithSetup(options)) as Shop;

/**
 * An account whose owner verified its own email address (issue 30: a form sends nothing before), with a
 * setup and a tracking id; its sending domain stays unverified unless a test says otherwise.
 */
export async function verifiedAccount(options: { domain?: string } = {}): Promise<Shop> {
  const user = await account(options);
  return { ...user, idToken: await verifyEmail(user) };
}

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

/**
 * The mails to `to`, once there are at least `count` (the signup's mail goes out after the form's answer,
 * from the 'signups' queue's worker); throws after `ms`.
 */
export async function waitForMails(to: string, count = 1, ms = 15_000): Promise<StoredMail[]> {
  const until = Date.now() + ms;
  for (;;) {
    const mails = await mailsTo(to);
    if (mails.length >= count) return mails;
    if (Date.now() > until) throw new Error(`${mails.length} of ${count} mails to ${to} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
