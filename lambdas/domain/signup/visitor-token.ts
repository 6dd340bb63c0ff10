import { subscribeTexts } from '../../../shared/contracts/subscribe';
import { isValidEmail } from '../../../shared/contacts/email';
import type { Clock } from '../../ports/clock';
import type { Signing } from '../../ports/signing';
import type { Store } from '../../ports/store';
import { emailHashOf } from '../contacts/email-hash';
import { DomainError } from '../errors';
import { signContactToken } from '../links/contact-token';
import { resolveTrackingId } from '../tracking/ingest-event';
import { takeIdentifyToken } from './identify-limits';

export interface VisitorTokenDeps {
  signing: Signing;
  clock: Clock;
}

/**
 * The contact token of an address on an account's site (links/contact-token.ts, kind 'email'): the keyed
 * hash of the address, never the address, and nothing read: the same work and the same kind of answer
 * whether or not the address is a contact, so neither the answer nor its time tells. The ingest resolves
 * it through the address's claim when an event brings it back.
 */
export async function visitorTokenOf(deps: VisitorTokenDeps, accountId: string, email: string) {
  const emailHash = await emailHashOf(deps.signing, email);
  return signContactToken(deps.signing, { sub: accountId, kind: 'email', emailHash }, deps.clock.now());
}

/**
 * POST /api/identify/{trackingId}: `jm('identify', email)` on a page where the shop knows who is there.
 * Unknown tracking id: 404; not an address: 400; past the caller's limit on this site (identify-limits.ts):
 * 429 with Retry-After. Never subscribes, never creates or changes a contact.
 */
export async function identifyVisitor(
  deps: VisitorTokenDeps & { store: Store },
  input: { trackingId: string; email: string; ip: string },
): Promise<string> {
  if (!isValidEmail(input.email))
    throw new DomainError('invalid', 'invalid_email', subscribeTexts.invalidEmail);
  const setup = await resolveTrackingId(deps.store, input.trackingId);
  await takeIdentifyToken(deps, input);
  return visitorTokenOf(deps, setup.accountId, input.email);
}
