import * as z from 'zod';
import { profileSchema } from './profile';

/**
 * Billing (subscribe-to-free-plan, create-stripe-checkout-session: docs/product.md › Plans). The browser names a
 * paid tier, never a price id: the server maps the tier to the configured Stripe price.
 *   POST /api/billing/free                       -> subscribeFreeResponse (tier free, status active)
 *   POST /api/billing/checkout  checkoutBody      -> checkoutResponse (go to `url`)
 *   POST /api/billing/portal                     -> portalResponse ("Manage billing")
 *   POST /api/billing/webhook   (public, Stripe-signed; see lambdas/domain/billing/apply-event.ts)
 *   GET  /api/billing/test-checkout/{sessionId}  -> testCheckoutResponse (local test checkout only)
 *   POST /api/billing/test-checkout/{sessionId}  testCheckoutBody -> testCheckoutDoneResponse
 *   POST /api/billing/test-portal/cancel         -> testCheckoutDoneResponse (local test portal only)
 */
export const paidTierSchema = z.enum(['pro', 'premium']);
export type PaidTier = z.infer<typeof paidTierSchema>;

export const checkoutBodySchema = z.strictObject({ tier: paidTierSchema });
/** The routes that take no input (free, portal, test-portal cancel): nothing, or an empty JSON object. */
export const emptyBodySchema = z.strictObject({}).optional();
export const checkoutResponseSchema = z.object({ sessionId: z.string(), url: z.string() });
export const portalResponseSchema = z.object({ url: z.string() });
export const subscribeFreeResponseSchema = z.object({ profile: profileSchema });

export const testCheckoutResponseSchema = z.object({
  session: z.object({ id: z.string(), tier: paidTierSchema, status: z.string() }),
});
export const testCheckoutBodySchema = z.strictObject({ outcome: z.enum(['complete', 'cancel']) });
export const testCheckoutDoneResponseSchema = z.object({ redirect: z.string() });

export const webhookResponseSchema = z.object({
  received: z.literal(true),
  /** False when the event changes nothing here (an unhandled type, a stale or unknown-customer event). */
  applied: z.boolean(),
  duplicate: z.boolean().optional(),
  reason: z.string().optional(),
});
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;

export const billingErrorCodes = {
  unavailable: 'payments_unavailable',
  alreadyPaid: 'already_subscribed',
  noCustomer: 'no_billing_account',
  invalidSignature: 'invalid_signature',
  malformedEvent: 'malformed_event',
  notFound: 'checkout_not_found',
} as const;

export const billingMessages = {
  unavailable: 'Paid plans are not available right now. Please try again later.',
  alreadyOnTier: (tier: string) => `You are already on the ${tier} plan.`,
  paidActive: 'You have a paid subscription. Use Manage billing to change or cancel it.',
  noCustomer: 'There is no billing account to manage yet. Choose a paid plan first.',
  invalidSignature: 'Webhook signature verification failed.',
  malformedEvent: 'The webhook body is not a Stripe event.',
  notFound: 'This test checkout was not found.',
} as const;

/** Statuses Stripe reports that count as the spec's 'active'. */
export const ACTIVE_STRIPE_STATUSES: readonly string[] = ['active', 'trialing'];
