import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { call, rawCall } from './helpers/api';

/** Every request the local origin answers gets one line in <DATA_DIR>/logs/access.log, handler or not. */
const accessLines = () =>
  readFileSync(join(inject('stack').dataDir, 'logs', 'access.log'), 'utf8')
    .split('\n')
    .filter(Boolean);

/** The line of one request, found by the request id the answer carried. */
async function lineOf(requestId: string | null): Promise<string[]> {
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  // The line is written when the connection's answer is complete: allow it a moment.
  for (let i = 0; i < 50; i++) {
    const lines = accessLines().filter((line) => line.includes(requestId as string));
    if (lines.length) return lines;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [];
}

const LINE = /^\d{4}-\d\d-\d\dT[\d:.]+Z (\S+) (\S+) (\d{3}) (\d+)ms ([0-9a-f-]{36})$/;

describe('local access log', () => {
  it.each([
    ['401 (no token, before the handler)', () => call('/api/me'), 'GET', '/api/me', 401],
    ['404 (no such route)', () => call('/api/no-such-route?email=a@b.c'), 'GET', '/api/no-such-route', 404],
    ['405 (wrong method)', () => call('/api/me', { method: 'DELETE' }), 'DELETE', '/api/me', 405],
    [
      '413 (body over the API Gateway limit)',
      () =>
        rawCall('/api/setup', {
          method: 'PATCH',
          body: 'x'.repeat(10 * 1024 * 1024 + 1),
          headers: { 'content-type': 'application/json' },
        }),
      'PATCH',
      '/api/setup',
      413,
    ],
    ['200 (a handler)', () => call('/api/health'), 'GET', '/api/health', 200],
    ['200 (config.json)', () => call('/config.json'), 'GET', '/config.json', 200],
  ] as const)(
    'logs a %s with method, path, status, time and request id',
    async (_n, send, method, path, status) => {
      const res = await send();
      expect(res.status).toBe(status);
      const requestId = res.headers.get('apigw-requestid');
      const lines = await lineOf(requestId);
      expect(lines).toHaveLength(1);
      const [, m, p, s, , id] = LINE.exec(lines[0] as string) ?? [];
      expect({ m, p, s: Number(s), id }).toEqual({ m: method, p: path, s: status, id: requestId });
    },
  );

  it('keeps query strings out of the log', () => {
    expect(accessLines().join('\n')).not.toContain('a@b.c');
  });
});
