import type { SubscribedStatus } from '../../../shared/contracts/subscribe';
import type { Clock } from '../../ports/clock';
import type { Signing } from '../../ports/signing';
import type { Store } from '../../ports/store';
import { applyStatusChange } from '../contacts/apply-status-change';
import { getContact, type ContactRecord } from '../items/contact';
import { DomainError } from '../errors';
import { verifyOptin } from '../links/optin-token';

/**
 * Which status a link may confirm from: `pending`, or `unsubscribed` when the link was made after the
 * contact last changed (the person signed up again after leaving), or `not_subscribed` (a known customer who
 * signs up: the form is their consent). A link older than the unsubscribe (by the
 * owner or the person) is no new consent (issue 30); subscribed, bounced, complained: nothing to do.
 */
export function confirmableFrom(contact: ContactRecord, issuedAtMs: number) {
  if (contact.status === 'pending') return 'pending' as const;
  if (contact.status === 'not_subscribed') return 'not_subscribed' as const;
  if (contact.status === 'unsubscribed' && Date.parse(contact.updatedAt) < issuedAtMs)
    return 'unsubscribed' as const;
  return undefined;
}

/**
 * POST /api/subscribe/confirm/{token}: the person pressed the button of the page the confirmation mail's
 * link opens. A confirmable contact (above) becomes subscribed, once, with the confirmation time and IP on
 * its consent, through the write builders (the plan limit holds); a contact subscribed already (the button
 * pressed twice) is told `confirmed`. Nothing is written otherwise.
 */
export async function confirmSignup(
  deps: { store: Store; clock: Clock; signing: Signing },
  input: { token: string; ip: string },
): Promise<SubscribedStatus> {
  const now = deps.clock.now();
  const verdict = await verifyOptin(deps.signing, input.token, now);
  if (!verdict.ok) return verdict.reason;
  const { sub: accountId, contactId, issuedAtMs } = verdict.claims;
  const contact = await getContact(deps.store, accountId, contactId);
  if (!contact) return 'invalid';
  if (contact.status === 'subscribed') return 'confirmed';
  const from = confirmableFrom(contact, issuedAtMs);
  if (!from) return 'invalid';
  const at = now.toISOString();
  const consent = {
    ...contact.consent,
    source: 'form' as const,
    ...(from !== 'pending' ? { at, ip: input.ip } : {}),
    confirmedAt: at,
    confirmIp: input.ip,
  };
  try {
    const opts = { reason: 'confirmed', at, from, set: { consent } };
    const { changed } = await applyStatusChange(deps.store, accountId, contactId, 'subscribed', opts);
    return changed ? 'confirmed' : 'invalid';
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'forbidden') return 'unavailable';
    throw error;
  }
}
