import type { WebhookResponse } from '../../../shared/contracts/billing';
import type { Clock } from '../../ports/clock';
import {
  PaymentsUnavailableError,
  WebhookPayloadError,
  WebhookSignatureError,
  type BillingEvent,
  type Payments,
} from '../../ports/payments';
import { ConditionFailedError, type Store, type TransactWrite } from '../../ports/store';
import { isAccountDeleted } from '../items/account-tombstone';
import { profilePlanWrite } from '../items/profile';
import { stripeCustomerWrite } from '../items/stripe-customer';
import { isStripeEventRecorded, stripeEventWrite } from '../items/stripe-event';
import { invalidSignature, malformedEvent, paymentsUnavailable } from './billing-errors';
import { changeOf } from './event-changes';

type Deps = { store: Store; clock: Clock; payments: Payments };

/**
 * POST /api/billing/webhook: verifies the signature over the raw body (400 when it does not verify: wrong secret,
 * stale timestamp, altered or malformed body), then applies the event once. The event id is recorded in the same
 * transaction as the profile change (a put that requires the record to be absent), so an event delivered twice,
 * even at the same moment, changes the profile once; the second delivery answers `duplicate: true`.
 * An event older than the last one applied to the profile is recorded and not applied (Stripe does not
 * guarantee order). An event about a customer we do not know is acknowledged and NOT recorded, so a later
 * delivery can still apply it. An event about an account being deleted is acknowledged and recorded, and changes nothing of the account.
 */
export async function handleWebhook(
  deps: Deps,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookResponse> {
  const event = await verified(deps.payments, rawBody, signature);
  if (await isStripeEventRecorded(deps.store, event.id))
    return { received: true, applied: false, duplicate: true };

  const change = await changeOf(deps.store, deps.payments, event);
  const at = deps.clock.now().toISOString();
  const record = { eventId: event.id, type: event.type, created: event.created, receivedAt: at };
  const writes: TransactWrite[] = [stripeEventWrite(record)];
  let reason: string | undefined;
  if ('userId' in change && (await isAccountDeleted(deps.store, change.userId))) {
    // An account whose deletion has started gets nothing back (no profile, no customer link): acknowledged
    // so the provider stops retrying, and recorded (the event's once-only record, as for any event: the
    // deletion's own cancellation shows there) without applying it.
    writes[0] = stripeEventWrite({ ...record, userId: change.userId });
    reason = 'account_deleted';
  } else if ('ignored' in change) {
    if (change.ignored === 'unknown_customer')
      return { received: true, applied: false, reason: change.ignored };
    reason = change.ignored;
  } else if (event.created < Number(change.profile.billingEventAt ?? 0)) {
    reason = 'stale';
  } else {
    writes[0] = stripeEventWrite({ ...record, userId: change.userId });
    writes.push(
      profilePlanWrite(change.userId, { ...change.set, billingEventAt: event.created, updatedAt: at }),
    );
    if (change.customerId) writes.push(stripeCustomerWrite(change.customerId, change.userId));
  }
  try {
    await deps.store.transact(writes);
  } catch (error) {
    if (error instanceof ConditionFailedError && error.failedIndex === 0)
      return { received: true, applied: false, duplicate: true };
    throw error;
  }
  return reason ? { received: true, applied: false, reason } : { received: true, applied: true };
}

async function verified(
  payments: Payments,
  rawBody: string,
  signature: string | undefined,
): Promise<BillingEvent> {
  let event: BillingEvent;
  try {
    event = await payments.verifyEvent(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw invalidSignature();
    if (error instanceof WebhookPayloadError) throw malformedEvent();
    if (error instanceof PaymentsUnavailableError) throw paymentsUnavailable();
    throw error;
  }
  const ok =
    typeof event === 'object' &&
    event !== null &&
    typeof event.id === 'string' &&
    event.id !== '' &&
    typeof event.type === 'string' &&
    typeof event.created === 'number' &&
    typeof event.data?.object === 'object' &&
    event.data.object !== null;
  if (!ok) throw malformedEvent();
  return event;
}
