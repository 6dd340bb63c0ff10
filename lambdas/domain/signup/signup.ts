import type { SubscribeRequest } from '../../../shared/contracts/subscribe';
import { emailLinkOrigin } from '../../../shared/email/list-links';
import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import type { Signing } from '../../ports/signing';
import type { Store } from '../../ports/store';
import { readContactLimit } from '../contacts/contact-limit';
import { emailHashOf } from '../contacts/email-hash';
import { insertContacts } from '../contacts/insert-contacts';
import { getContact } from '../items/contact';
import { getEmailClaim } from '../items/email-claim';
import { getSetupOwner } from '../items/setup';
import { verifiedSendingDomain } from '../editor/test-sender';
import { DomainError } from '../errors';
import { signOptin } from '../links/optin-token';
import { resolveTrackingId } from '../tracking/ingest-event';
import { confirmationMail } from './confirmation-mail';
import { takeSignupTokens } from './signup-limits';

export interface SignupDeps {
  store: Store;
  clock: Clock;
  signing: Signing;
  mailer: Mailer;
}

export interface SignupInput {
  trackingId: string;
  body: SubscribeRequest;
  ip: string;
  siteUrl: string;
  productSender: string;
}

/** Who is asked to confirm: a new contact (pending), a pending one again, or one who unsubscribed before. */
type Target = { contactId: string } | undefined;

/**
 * POST /api/subscribe/{trackingId}: double opt-in. Order: known tracking id (404), rate limits per caller and
 * per form (429), honeypot (a filled `website` does nothing), then the address: new -> a `pending` contact
 * (consent: form, time, IP) through the write builders; pending or unsubscribed -> asked again; subscribed,
 * bounced or complained -> nothing. Each asked address gets the confirmation mail with a signed 7-day link.
 * The caller learns nothing about which case it was: every accepted request answers the same.
 */
export async function signup(deps: SignupDeps, input: SignupInput): Promise<void> {
  const setup = await resolveTrackingId(deps.store, input.trackingId);
  await takeSignupTokens(deps, { trackingId: input.trackingId, ip: input.ip });
  if (input.body.website) return;
  const sub = await getSetupOwner(deps.store, setup.key);
  if (!sub) return;
  const target = await pendingContact(deps, sub, input);
  if (!target) return;
  const token = await signOptin(deps.signing, { sub, contactId: target.contactId }, deps.clock.now());
  const domain = await verifiedSendingDomain(deps.store, sub);
  try {
    await deps.mailer.send(
      confirmationMail({
        to: input.body.email,
        from: domain ? `noreply@${domain}` : input.productSender,
        sender: setup.domain,
        firstName: input.body.firstName || undefined,
        link: `${emailLinkOrigin(input.siteUrl)}/api/subscribe/confirm/${token}`,
      }),
    );
  } catch {
    throw new DomainError(
      'unavailable',
      'send_failed',
      'We could not send the confirmation email. Please try again in a few minutes.',
    );
  }
}

async function pendingContact(deps: SignupDeps, accountId: string, input: SignupInput): Promise<Target> {
  const at = deps.clock.now().toISOString();
  const emailHash = await emailHashOf(deps.signing, input.body.email);
  const claim = await getEmailClaim(deps.store, accountId, emailHash);
  if (claim?.contactId !== undefined) {
    const status = (await getContact(deps.store, accountId, claim.contactId))?.status;
    return status === 'pending' || status === 'unsubscribed' ? { contactId: claim.contactId } : undefined;
  }
  // A suppression item (a deleted contact that unsubscribed, bounced or complained) stays: a stranger could
  // type the address, and a pending contact would lift the suppression before anyone confirmed.
  if (claim) return undefined;
  const contactId = globalThis.crypto.randomUUID();
  const firstName = input.body.firstName?.trim();
  const { added, notAdded } = await insertContacts(
    deps.store,
    accountId,
    [
      {
        contactId,
        email: input.body.email.trim(),
        emailHash,
        ...(firstName ? { firstName } : {}),
        tags: [],
        status: 'pending',
        consent: { source: 'form', at, ip: input.ip },
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
