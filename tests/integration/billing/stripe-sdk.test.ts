import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { StripePayments } from '../../../lambdas/adapters/stripe/stripe-payments';
import type { BillingConfig } from '../../../lambdas/config';
import {
  PaymentsUnreachableError,
  WebhookPayloadError,
  WebhookSignatureError,
} from '../../../lambdas/ports/payments';

/**
 * The Stripe adapter with the real `stripe` SDK, pointed at a loopback HTTP server (the SDK takes host, port and
 * protocol). Stripe's API is outside our system with no stand-in, so this server plays it: it records what the
 * SDK sends and answers like Stripe's documented responses.
 */
interface Seen {
  method: string;
  path: string;
  auth: string | undefined;
  form: URLSearchParams;
}
const seen: Seen[] = [];

/** The loopback's subscriptions by customer (Stripe lists those not cancelled; cancelled ones answer 404 here). */
const subscriptions: Record<string, { id: string; status: string }[]> = {
  cus_paid: [
    { id: 'sub_active', status: 'active' },
    { id: 'sub_late', status: 'past_due' },
    { id: 'sub_expired', status: 'incomplete_expired' },
  ],
  cus_raced: [{ id: 'sub_raced', status: 'active' }],
};
const missing = (res: ServerResponse, what: string) => {
  res.statusCode = 404;
  res.end(
    JSON.stringify({
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
    }),
  );
};

/** Stripe's list and cancel endpoints for subscriptions; customer cus_down answers a 500. */
function subscriptionApi(req: IncomingMessage, res: ServerResponse): boolean {
  const url = new URL(req.url ?? '/', 'http://loopback');
  if (req.method === 'GET' && url.pathname === '/v1/subscriptions') {
    const customer = url.searchParams.get('customer') ?? '';
    if (customer === 'cus_down') {
      res.statusCode = 500;
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong' } }));
    } else if (!(customer in subscriptions)) missing(res, `customer: '${customer}'`);
    else {
      const data = subscriptions[customer]!.filter((sub) => sub.status !== 'canceled');
      res.end(JSON.stringify({ object: 'list', url: '/v1/subscriptions', has_more: false, data }));
    }
    return true;
  }
  const cancel = /^\/v1\/subscriptions\/([\w]+)$/.exec(url.pathname);
  if (req.method === 'DELETE' && cancel) {
    const sub = Object.values(subscriptions)
      .flat()
      .find((s) => s.id === cancel[1]);
    // sub_raced: cancelled elsewhere between the list and the cancel.
    if (!sub || sub.status === 'canceled' || sub.id === 'sub_raced')
      missing(res, `subscription: '${cancel[1]}'`);
    else {
      sub.status = 'canceled';
      res.end(JSON.stringify({ ...sub, object: 'subscription' }));
    }
    return true;
  }
  return false;
}
let server: Server;
let payments: StripePayments;

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => resolve(body));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const form = new URLSearchParams(await read(req));
    seen.push({ method: req.method ?? '', path: req.url ?? '', auth: req.headers.authorization, form });
    res.setHeader('content-type', 'application/json');
    res.setHeader('request-id', 'req_loopback');
    if (subscriptionApi(req, res)) return;
    if (req.url === '/v1/checkout/sessions') {
      res.end(
        JSON.stringify({
          id: 'cs_test_loop',
          object: 'checkout.session',
          url: 'https://checkout.stripe.com/c/pay/cs_test_loop',
        }),
      );
    } else if (req.url === '/v1/billing_portal/sessions') {
      res.end(
        JSON.stringify({
          id: 'bps_1',
          object: 'billing_portal.session',
          url: 'https://billing.stripe.com/p/session/bps_1',
        }),
      );
    } else {
      res.statusCode = 404;
      res.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const billing: BillingConfig = {
    mode: 'stripe',
    siteUrl: 'https://app.example',
    secretKey: 'sk_test_loopback',
    webhookSecret: 'whsec_loopback',
    secretArn: undefined,
    prices: { pro: 'price_pro_1', premium: 'price_premium_1' },
    apiUrl: `http://127.0.0.1:${port}`,
  };
  payments = new StripePayments(billing);
  stripeOf = (apiUrl: string) => new StripePayments({ ...billing, apiUrl });
});
let stripeOf: (apiUrl: string) => StripePayments;

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('StripePayments (real SDK, loopback API)', () => {
  it('creates a subscription-mode Checkout Session with the price, the user as client reference', async () => {
    const session = await payments.createCheckout({
      userId: 'user-123',
      email: 'ann@example.com',
      tier: 'pro',
      priceId: 'price_pro_1',
      successUrl: 'https://app.example/dashboard?checkout=success',
      cancelUrl: 'https://app.example/subscription?checkout=cancelled',
    });
    expect(session).toEqual({ id: 'cs_test_loop', url: 'https://checkout.stripe.com/c/pay/cs_test_loop' });
    const req = seen.find((s) => s.path === '/v1/checkout/sessions')!;
    expect(req.method).toBe('POST');
    expect(req.auth).toBe('Bearer sk_test_loopback');
    expect(Object.fromEntries(req.form)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_1',
      'line_items[0][quantity]': '1',
      client_reference_id: 'user-123',
      customer_email: 'ann@example.com',
      'metadata[userId]': 'user-123',
      'metadata[tier]': 'pro',
      'subscription_data[metadata][userId]': 'user-123',
      success_url: 'https://app.example/dashboard?checkout=success',
    });
  });

  it('opens the customer portal for a customer', async () => {
    const portal = await payments.createPortal({
      customerId: 'cus_1',
      returnUrl: 'https://app.example/subscription',
    });
    expect(portal.url).toBe('https://billing.stripe.com/p/session/bps_1');
    const req = seen.find((s) => s.path === '/v1/billing_portal/sessions')!;
    expect(Object.fromEntries(req.form)).toEqual({
      customer: 'cus_1',
      return_url: 'https://app.example/subscription',
    });
  });

  it('maps prices to tiers and verifies webhook signatures with the SDK', async () => {
    expect(payments.tierOfPrice('price_premium_1')).toBe('premium');
    expect(payments.tierOfPrice('price_other')).toBeUndefined();
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'invoice.paid',
      created: 1,
      data: { object: {} },
    });
    const header = new Stripe('sk_x').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_loopback',
    });
    expect((await payments.verifyEvent(payload, header)).id).toBe('evt_1');
    const wrong = new Stripe('sk_x').webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    await expect(payments.verifyEvent(payload, wrong)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(payments.verifyEvent(payload, undefined)).rejects.toBeInstanceOf(WebhookSignatureError);
    const bad = '{nope';
    const badHeader = new Stripe('sk_x').webhooks.generateTestHeaderString({
      payload: bad,
      secret: 'whsec_loopback',
    });
    await expect(payments.verifyEvent(bad, badHeader)).rejects.toBeInstanceOf(WebhookPayloadError);
  });

  it('cancels every subscription of the customer not yet ended, at once, and again finds nothing to do', async () => {
    seen.length = 0;
    await payments.cancelSubscriptions({ customerId: 'cus_paid', subscriptionId: 'sub_active' });
    const cancels = seen.filter((s) => s.method === 'DELETE').map((s) => s.path);
    expect(cancels).toEqual(['/v1/subscriptions/sub_active', '/v1/subscriptions/sub_late']);
    expect(seen.find((s) => s.method === 'GET')?.path).toMatch(/^\/v1\/subscriptions\?customer=cus_paid/);
    expect(subscriptions.cus_paid!.map((s) => s.status)).toEqual([
      'canceled',
      'canceled',
      'incomplete_expired',
    ]);
    // A resumed deletion: nothing left to cancel, no error.
    seen.length = 0;
    await payments.cancelSubscriptions({ customerId: 'cus_paid', subscriptionId: 'sub_active' });
    expect(seen.filter((s) => s.method === 'DELETE')).toEqual([]);
  });

  it('counts a customer or subscription Stripe no longer has as done', async () => {
    await expect(payments.cancelSubscriptions({ customerId: 'cus_deleted' })).resolves.toBeUndefined();
    await expect(payments.cancelSubscriptions({ customerId: 'cus_raced' })).resolves.toBeUndefined();
  });

  it('says Stripe could not be reached on a server error or when nothing answers', async () => {
    await expect(payments.cancelSubscriptions({ customerId: 'cus_down' })).rejects.toBeInstanceOf(
      PaymentsUnreachableError,
    );
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      stripeOf(`http://127.0.0.1:${port}`).cancelSubscriptions({ customerId: 'cus_paid' }),
    ).rejects.toBeInstanceOf(PaymentsUnreachableError);
  });
});
