import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Duplex } from 'node:stream';

/**
 * How the Stripe SDK reaches Stripe on a user-facing request (checkout, portal, the account deletion's
 * cancellation): "cannot be reached" must come back in seconds, not after the OS gives up on a connect.
 * - Opening a connection (TCP, and TLS on https) may take STRIPE_CONNECT_TIMEOUT_MS: a handshake with Stripe
 *   takes milliseconds; 3 s still covers one lost SYN (Linux resends it after 1 s). The SDK's own `timeout`
 *   only starts once the socket is connected (Node's ClientRequest.setTimeout), so without this a connect
 *   into a black hole waits for the kernel's SYN retries (about 2 minutes), twice.
 * - Once connected, Stripe may stay silent STRIPE_IDLE_TIMEOUT_MS (the SDK's `timeout`, per attempt).
 * - One retry (the SDK waits 0.5-1 s before it, and keys every POST so a retry is not applied twice).
 * Worst case for an unreachable Stripe: 3 + 1 + 3 s.
 */
export const STRIPE_CONNECT_TIMEOUT_MS = 3_000;
export const STRIPE_IDLE_TIMEOUT_MS = 10_000;
export const STRIPE_MAX_NETWORK_RETRIES = 1;

/** The error a connection that did not open in time is destroyed with (the SDK retries it, then gives up). */
export class ConnectTimeoutError extends Error {
  override name = 'ConnectTimeoutError';
  readonly code = 'ETIMEDOUT';
  constructor(ms: number) {
    super(`No connection to Stripe within ${ms} ms`);
  }
}

function limitConnect(socket: Duplex, ms: number, connected: 'connect' | 'secureConnect'): void {
  const timer = setTimeout(() => socket.destroy(new ConnectTimeoutError(ms)), ms);
  const done = () => clearTimeout(timer);
  socket.once(connected, done);
  socket.once('close', done);
}

/** A keep-alive agent whose new connections fail with ConnectTimeoutError when not open within `ms`. */
export function connectTimeoutAgent(protocol: 'http' | 'https', ms = STRIPE_CONNECT_TIMEOUT_MS): HttpAgent {
  const agent =
    protocol === 'https' ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const create = agent.createConnection.bind(agent);
  agent.createConnection = (options, callback) => {
    const socket = create(options, callback);
    if (socket) limitConnect(socket, ms, protocol === 'https' ? 'secureConnect' : 'connect');
    return socket;
  };
  return agent;
}
