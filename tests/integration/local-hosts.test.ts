/**
 * Issue 18, point 3: the local server answers only Host values that name this machine (a page that
 * rebinds its own hostname to 127.0.0.1 gets 403 on every path), and sends the security headers
 * CloudFront sends (lambdas/security-headers.ts).
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createAppServer } from '../../lambdas/local/server';
import { API_HEADERS, SITE_HEADERS, UPLOAD_HEADERS } from '../../lambdas/security-headers';
import { rawCall } from './helpers/api';

const PATHS = [
  '/api/health',
  '/api/me',
  '/config.json',
  '/cognito/',
  '/assets/projects/x/images/y.png',
  '/api/ai/chat',
  '/_local/mail',
  '/',
  '/dashboard',
];

const get = (path: string, host?: string, baseUrl?: string) =>
  rawCall(path, { method: 'GET', body: '', headers: host ? { host } : {}, baseUrl });

describe('the Host header (DNS rebinding)', () => {
  it.each(PATHS)('answers 403 on %s for a hostname that is not this machine', async (path) => {
    for (const host of ['rebind.attacker.example', 'rebind.attacker.example:3000', '192.168.1.20:3000']) {
      const res = await get(path, host);
      expect(res.status, host).toBe(403);
      expect(res.body).toMatchObject({ error: 'forbidden_host' });
      // Nothing of the stack leaks, /config.json's user pool endpoint above all.
      expect(res.text).not.toContain('userPool');
    }
  });

  it('answers localhost, 127.0.0.1 and [::1] with the port', async () => {
    const port = new URL(inject('stack').baseUrl).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
      const res = await get('/config.json', host);
      expect(res.status, host).toBe(200);
      expect(res.body).toMatchObject({ userPoolEndpoint: `http://${host}/cognito` });
    }
  });

  describe('with ALLOWED_HOSTS (serving on a LAN)', () => {
    const app = createAppServer({ allowedHosts: ['jungle.lan'] });
    afterAll(() => app.close());

    it('also answers the listed names, and still no other', async () => {
      const base = `http://127.0.0.1:${await app.listen(0, '127.0.0.1')}`;
      // Not attached to a stack: an answered request gets the "starting" 503, a refused one 403.
      expect((await get('/api/health', 'jungle.lan:8080', base)).status).toBe(503);
      expect((await get('/api/health', 'localhost', base)).status).toBe(503);
      expect((await get('/api/health', 'other.lan:8080', base)).status).toBe(403);
      expect((await get('/api/health', 'jungle.lan.attacker.example', base)).status).toBe(403);
    });
  });
});

describe('security headers, as CloudFront sends them', () => {
  const expectHeaders = (headers: Headers, expected: Readonly<Record<string, string>>) => {
    for (const [name, value] of Object.entries(expected)) expect(headers.get(name), name).toBe(value);
  };

  it('on the API, the Cognito proxy and the chat', async () => {
    for (const path of ['/api/health', '/api/no-such-route', '/api/ai/chat'])
      expectHeaders((await get(path)).headers, API_HEADERS);
  });

  it('on the web app and /config.json', async () => {
    for (const path of ['/config.json', '/dashboard']) expectHeaders((await get(path)).headers, SITE_HEADERS);
  });

  it('on uploads, found or not', async () => {
    expectHeaders((await get('/assets/projects/x/images/none.png')).headers, UPLOAD_HEADERS);
  });
});
