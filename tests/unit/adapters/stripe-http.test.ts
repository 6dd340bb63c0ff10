import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { ConnectTimeoutError } from '../../../lambdas/adapters/stripe/stripe-http';
import { StripePayments } from '../../../lambdas/adapters/stripe/stripe-payments';
import { PaymentsUnreachableError } from '../../../lambdas/ports/payments';

/**
 * A Stripe that takes the TCP connection and never says a word, so the TLS handshake never ends: the
 * connection is never open. The SDK's own timeout only starts once the socket is connected; the connect
 * limit (stripe-http.ts) is what ends each attempt, and there are two attempts (one retry).
 */
let server: Server | undefined;
const held: Socket[] = [];
afterEach(async () => {
  for (const socket of held.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function silentServer(): Promise<{ port: number; connections: () => number }> {
  let connections = 0;
  server = createServer((socket) => {
    connections += 1;
    held.push(socket);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, connections: () => connections };
}

const billing = (apiUrl: string) => ({
  mode: 'stripe' as const,
  siteUrl: 'http://127.0.0.1',
  secretKey: 'sk_test_silent',
  webhookSecret: 'whsec_test',
  secretArn: undefined,
  prices: { pro: 'price_pro', premium: 'price_premium' },
  apiUrl,
});

describe('the Stripe client of a user-facing request', () => {
  it('gives up on a connection that does not open, after one retry, as "cannot be reached"', async () => {
    const silent = await silentServer();
    const payments = new StripePayments(billing(`https://127.0.0.1:${silent.port}`));
    const error = await payments.cancelSubscriptions({ customerId: 'cus_silent' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentsUnreachableError);
    const cause = (error as Error).cause;
    expect(cause).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    // Ended by the connect limit, not by the SDK's idle timeout (which never started).
    expect((cause as { detail?: unknown }).detail).toBeInstanceOf(ConnectTimeoutError);
    expect(silent.connections()).toBe(2);
  }, 30_000);
});
