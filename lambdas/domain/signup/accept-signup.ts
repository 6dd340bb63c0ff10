import type { SubscribeRequest } from '../../../shared/contracts/subscribe';
import type { Clock } from '../../ports/clock';
import type { Queue } from '../../ports/queue';
import type { Store } from '../../ports/store';
import { resolveTrackingId } from '../tracking/ingest-event';
import type { SignupMessage } from './signup-message';
import { takeSignupTokens } from './signup-limits';

/**
 * POST /api/subscribe/{trackingId}, the part before the answer: known tracking id (404), rate limits per
 * caller and per form (429), honeypot (a filled `website` does nothing), then one message on the 'signups'
 * queue. None of it reads the address, so neither the answer nor its time can tell a new address from one
 * already on the list (issue 30): the contact and the mail are made after, by signup.ts. Resolves with the
 * form's account (the answer's contact token: visitor-token.ts).
 */
export async function acceptSignup(
  deps: { store: Store; clock: Clock; queue: Queue },
  input: { trackingId: string; body: SubscribeRequest; ip: string },
): Promise<{ accountId: string }> {
  const { accountId } = await resolveTrackingId(deps.store, input.trackingId);
  await takeSignupTokens(deps, { trackingId: input.trackingId, ip: input.ip });
  if (input.body.website) return { accountId };
  const firstName = input.body.firstName?.trim();
  const message: SignupMessage = {
    trackingId: input.trackingId,
    email: input.body.email.trim(),
    ...(firstName ? { firstName } : {}),
    ip: input.ip,
    at: deps.clock.now().toISOString(),
  };
  await deps.queue.send('signups', message);
  return { accountId };
}
