import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, api } from '../../../web/lib/api-client';
import { busyRetryDelayMs, BUSY_RETRIES, isBusyAnswer } from '../../../web/lib/busy-retry';
import { loadRuntimeConfig } from '../../../web/config/env';

/**
 * The SPA's API client against a loopback HTTP server that answers busy a given number of times: it waits
 * and tries again instead of showing the error.
 */
let server: Server;
const script: { status: number; body: unknown; headers?: Record<string, string> }[] = [];
const seen: number[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(Date.now());
    const next = script.shift() ?? { status: 200, body: { ok: true } };
    req.resume();
    res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
    res.end(JSON.stringify(next.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const config = {
    stage: 'local',
    apiBase: `http://127.0.0.1:${port}/api`,
    region: 'us-east-1',
    userPoolId: 'local_1',
    userPoolClientId: 'c',
    userPoolEndpoint: `http://127.0.0.1:${port}/cognito`,
    aiProvider: 'offline',
    mailViewerUrl: `http://127.0.0.1:${port}/mail`,
  };
  await loadRuntimeConfig(async () => new Response(JSON.stringify(config)));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const busy = {
  status: 409,
  body: { error: 'setup_busy', message: 'Your setup was changed at the same moment. Please try again.' },
};

describe('api client: busy answers', () => {
  it('retries 409 setup_busy with growing waits and resolves with the answer that lands', async () => {
    seen.length = 0;
    script.push(busy, busy, { status: 200, body: { saved: 1 } });
    await expect(api.patch('/api/setup', { businessDescription: 'x' })).resolves.toEqual({ saved: 1 });
    expect(seen).toHaveLength(3);
    expect((seen[1] as number) - (seen[0] as number)).toBeGreaterThanOrEqual(60);
  });

  it('waits out a 429 for its Retry-After', async () => {
    seen.length = 0;
    script.push({
      status: 429,
      body: { error: 'rate_limited', message: 'Slow down.' },
      headers: { 'retry-after': '1' },
    });
    await expect(api.get('/api/anything')).resolves.toEqual({ ok: true });
    expect((seen[1] as number) - (seen[0] as number)).toBeGreaterThanOrEqual(950);
  });

  it('gives up after BUSY_RETRIES with the server sentence', async () => {
    seen.length = 0;
    script.push(...Array.from({ length: BUSY_RETRIES + 1 }, () => busy));
    const error = await api.patch('/api/setup', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 409, code: 'setup_busy', message: busy.body.message });
    expect(seen).toHaveLength(BUSY_RETRIES + 1);
  }, 20_000);

  it('does not retry a real conflict', async () => {
    seen.length = 0;
    script.push({
      status: 409,
      body: {
        error: 'domain_taken',
        message: 'This domain name is already registered. Please try a different one.',
      },
    });
    await expect(api.patch('/api/setup', { domain: 'a.com' })).rejects.toMatchObject({
      code: 'domain_taken',
    });
    expect(seen).toHaveLength(1);
  });
});

describe('busy-retry rules', () => {
  it('knows busy answers', () => {
    expect(isBusyAnswer(409, 'setup_busy')).toBe(true);
    expect(isBusyAnswer(429, 'rate_limited')).toBe(true);
    expect(isBusyAnswer(409, 'domain_taken')).toBe(false);
    expect(isBusyAnswer(400, 'x_busy')).toBe(false);
  });

  it('backs off exponentially with jitter, and follows a short Retry-After', () => {
    expect(busyRetryDelayMs(1, null, () => 0)).toBe(75);
    expect(busyRetryDelayMs(3, null, () => 1)).toBe(600);
    expect(busyRetryDelayMs(10, null, () => 1)).toBe(2000);
    expect(busyRetryDelayMs(1, '2')).toBe(2000);
    expect(busyRetryDelayMs(1, '3600')).toBeUndefined();
  });
});
