/** The plan page's calls (contracts in shared/contracts/billing.ts). */
import {
  checkoutResponseSchema,
  portalResponseSchema,
  subscribeFreeResponseSchema,
  testCheckoutDoneResponseSchema,
  testCheckoutResponseSchema,
  type PaidTier,
} from '../../../shared/contracts/billing';
import { api } from '../../lib/api-client';

export const subscribeFree = async () =>
  (await api.post('/api/billing/free', {}, { schema: subscribeFreeResponseSchema })).profile;

export const startCheckout = (tier: PaidTier) =>
  api.post('/api/billing/checkout', { tier }, { schema: checkoutResponseSchema });

export const openPortal = () => api.post('/api/billing/portal', {}, { schema: portalResponseSchema });

export const readTestCheckout = async (sessionId: string, signal?: AbortSignal) =>
  (
    await api.get(`/api/billing/test-checkout/${encodeURIComponent(sessionId)}`, {
      schema: testCheckoutResponseSchema,
      signal,
    })
  ).session;

export const finishTestCheckout = (sessionId: string, outcome: 'complete' | 'cancel') =>
  api.post(
    `/api/billing/test-checkout/${encodeURIComponent(sessionId)}`,
    { outcome },
    { schema: testCheckoutDoneResponseSchema },
  );

export const cancelTestSubscription = () =>
  api.post('/api/billing/test-portal/cancel', {}, { schema: testCheckoutDoneResponseSchema });

/**
 * Where to send the browser: an in-app path (the local test checkout, our own return URLs) through the router,
 * anything else (Stripe Checkout, the customer portal) as a full page load. Pure.
 */
export function destination(url: string, origin: string): { inApp: string } | { external: string } {
  if (url.startsWith('/')) return { inApp: url };
  try {
    const parsed = new URL(url);
    if (parsed.origin === origin) return { inApp: `${parsed.pathname}${parsed.search}` };
  } catch {
    // not a URL: treat as external and let the browser refuse it
  }
  return { external: url };
}
