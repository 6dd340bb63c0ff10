import type { SubscribedStatus } from '../../../shared/contracts/subscribe';
import type { Clock } from '../../ports/clock';
import type { Signing } from '../../ports/signing';
import type { Store } from '../../ports/store';
import { applyStatusChange } from '../contacts/apply-status-change';
import { getContact } from '../items/contact';
import { DomainError } from '../errors';
import { verifyOptin } from '../links/optin-token';

/**
 * GET /api/subscribe/confirm/{token}: the person opened the link of the confirmation mail. A pending (or
 * formerly unsubscribed) contact becomes subscribed, with the confirmation time and IP on its consent, through
 * the write builders (the plan limit holds). Answers which page to show; nothing is written otherwise.
 */
export async function confirmSignup(
  deps: { store: Store; clock: Clock; signing: Signing },
  input: { token: string; ip: string },
): Promise<SubscribedStatus> {
  const now = deps.clock.now();
  const verdict = await verifyOptin(deps.signing, input.token, now);
  if (!verdict.ok) return verdict.reason;
  const { sub: accountId, contactId } = verdict.claims;
  const contact = await getContact(deps.store, accountId, contactId);
  if (!contact) return 'invalid';
  if (contact.status === 'subscribed') return 'confirmed';
  if (contact.status !== 'pending' && contact.status !== 'unsubscribed') return 'invalid';
  const at = now.toISOString();
  try {
    await applyStatusChange(deps.store, accountId, contactId, 'subscribed', {
      reason: 'confirmed',
      at,
      set: {
        consent: {
          ...contact.consent,
          source: 'form',
          ...(contact.status === 'unsubscribed' ? { at, ip: input.ip } : {}),
          confirmedAt: at,
          confirmIp: input.ip,
        },
      },
    });
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'forbidden') return 'unavailable';
    throw error;
  }
  return 'confirmed';
}
