/**
 * A local stack of our own whose handlers resolve DNS through a loopback dns2 server: the shared
 * integration stack is started without DNS_SERVERS (lambdas/local/stack.ts reads it from the environment
 * at start), so the DNS route tests start one with DNS_SERVERS pointing at their own server. Setups are
 * created through the real PATCH /api/setup, as the onboarding screens do.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { startStack, type Stack } from '../../../lambdas/local/stack';
import { startDnsServer, type LoopbackDnsServer, type ZoneRecord } from '../../support/dns-server';
import { call } from '../helpers/api';
import { borrowedDynamo } from '../helpers/borrowed-dynamo';
import { newUser, type Tokens } from '../helpers/cognito';

export interface DnsStack {
  stack: Stack;
  dns: LoopbackDnsServer;
  baseUrl: string;
  target: { baseUrl: string; clientId: string };
  stop(): Promise<void>;
}

export async function startDnsStack(): Promise<DnsStack> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dns = await startDnsServer();
  const previous = process.env.DNS_SERVERS;
  process.env.DNS_SERVERS = dns.server;
  let stack: Stack;
  try {
    stack = await startStack({ ephemeral: true, web: 'none', quiet: true, dynamo: borrowedDynamo() });
  } catch (error) {
    await dns.stop();
    throw error;
  } finally {
    if (previous === undefined) delete process.env.DNS_SERVERS;
    else process.env.DNS_SERVERS = previous;
  }
  const baseUrl = `http://127.0.0.1:${stack.ports.app}`;
  return {
    stack,
    dns,
    baseUrl,
    target: { baseUrl, clientId: stack.env.USER_POOL_CLIENT_ID as string },
    async stop() {
      await Promise.allSettled([stack.stop(), dns.stop()]);
    },
  };
}

/**
 * Starts a DNS stack before the file's tests and stops it after them. The returned object is filled in by
 * `beforeAll`, so read it inside tests and hooks only.
 */
export function useDnsStack(): DnsStack {
  const s = {} as DnsStack;
  beforeAll(async () => {
    Object.assign(s, await startDnsStack());
  });
  afterAll(async () => {
    if ('stop' in s) await s.stop();
  });
  return s;
}

export type User = Tokens & { email: string; sub: string };

export const uniqueDomain = (tag: string): string => `${tag}-${randomUUID().slice(0, 8)}.test`;

/** A signed-in user whose setup has this domain (PATCH /api/setup, the onboarding's own call). */
export async function userWithDomain(s: DnsStack, domain: string | null, tag = 'dns'): Promise<User> {
  const user = await newUser(tag, s.target);
  const body: Record<string, unknown> = { businessDescription: 'I sell hand-poured candles.' };
  if (domain) Object.assign(body, { websiteProvider: 'shopify', domain });
  const res = await call('/api/setup', {
    method: 'PATCH',
    token: user.idToken,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    baseUrl: s.baseUrl,
  });
  if (res.status !== 200) throw new Error(`PATCH /api/setup answered ${res.status}: ${res.text}`);
  return user;
}

export const REGION = (s: DnsStack): string => s.stack.env.AWS_REGION ?? 'us-east-1';

/** Every record a correct setup publishes, from the records the API handed out. */
export function zoneFromRecords(
  records: readonly { type: string; name: string; value: string; priority?: number | undefined }[],
): ZoneRecord[] {
  return records.map((r) => ({
    name: r.name,
    type: r.type as ZoneRecord['type'],
    value: r.value,
    ...(r.priority !== undefined ? { priority: r.priority } : {}),
  }));
}

export function post(s: DnsStack, path: string, token: string | undefined, body?: unknown) {
  return call(path, {
    method: 'POST',
    ...(token ? { token } : {}),
    ...(body !== undefined
      ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
      : {}),
    baseUrl: s.baseUrl,
  });
}
