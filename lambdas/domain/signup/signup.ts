import { confirmPagePath } from '../../../shared/contracts/subscribe';
import { emailLinkOrigin } from '../../../shared/email/list-links';
import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import type { Signing } from '../../ports/signing';
import type { Store } from '../../ports/store';
import type { UserPool } from '../../ports/userpool';
import { emailHashOf } from '../contacts/email-hash';
import { isAccountDeleted } from '../items/account-tombstone';
import { getSetupOwner, setupOfTrackingId } from '../items/setup';
import { tenantForSender, verifiedSendingDomain } from '../editor/test-sender';
import { signOptin } from '../links/optin-token';
import { confirmationMail } from './confirmation-mail';
import { pendingContact } from './pending-contact';
import { takeRecipientAllowance } from './recipient-limit';
import type { SignupMessage } from './signup-message';

export interface SignupDeps {
  store: Store;
  clock: Clock;
  signing: Signing;
  mailer: Mailer;
  userPool: UserPool;
}

export interface SignupConfig {
  siteUrl: string;
  productSender: string;
}

/** What became of one accepted signup (logged by the worker; the person who typed it never learns it). */
export type SignupOutcome =
  'mailed' | 'no_account' | 'account_deleted' | 'account_email_unverified' | 'not_asked' | 'recipient_limit';

/**
 * The double opt-in work of one accepted signup (the 'signups' queue; accept-signup.ts answered already).
 * Nothing is done for a form whose account is being deleted (its tombstone), nothing sent for one whose
 * account has not verified its own email address. Then the address: new ->
 * a `pending` contact (consent: form, time, IP) through the write builders; pending or unsubscribed ->
 * asked again; subscribed, bounced, complained or suppressed -> nothing. An asked address gets the
 * confirmation mail (fixed words and the account's verified domain only) with a signed 7-day link, at most
 * twice a day across every form and account (recipient-limit.ts).
 */
export async function runSignup(
  deps: SignupDeps,
  message: SignupMessage,
  config: SignupConfig,
): Promise<SignupOutcome> {
  const setup = await setupOfTrackingId(deps.store, message.trackingId);
  const sub = setup && (await getSetupOwner(deps.store, setup.key));
  if (!sub) return 'no_account';
  if (await isAccountDeleted(deps.store, sub)) return 'account_deleted';
  if (!(await deps.userPool.emailVerified(sub))) return 'account_email_unverified';
  const emailHash = await emailHashOf(deps.signing, message.email);
  const target = await pendingContact(deps, sub, { ...message, emailHash });
  if (!target) return 'not_asked';
  if (!(await takeRecipientAllowance(deps, emailHash))) return 'recipient_limit';
  const token = await signOptin(deps.signing, { sub, contactId: target.contactId }, deps.clock.now());
  const domain = await verifiedSendingDomain(deps.store, sub);
  const from = domain ? `noreply@${domain}` : config.productSender;
  const mail = confirmationMail({
    to: message.email,
    from,
    sender: domain,
    link: emailLinkOrigin(config.siteUrl) + confirmPagePath(token),
  });
  await deps.mailer.send({ ...mail, ...(await tenantForSender(deps.store, sub, from, domain)) });
  return 'mailed';
}
