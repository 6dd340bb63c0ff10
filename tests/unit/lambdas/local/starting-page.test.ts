/**
 * The local server before `attach` (npm start still starting): a browser tab left open across a restart
 * reloads into a page that reloads itself, not into raw JSON; the API and the other machine paths keep
 * the JSON answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer, type AppContext } from '../../../../lambdas/local/server';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const STARTING_JSON = { error: 'starting', message: 'Jungle Mail is starting. Try again in a moment.' };

describe('the local server while the stack is starting', () => {
  const app = createAppServer();
  let base = '';
  const get = (path: string, accept?: string) =>
    fetch(`${base}${path}`, { headers: accept ? { accept } : {}, redirect: 'manual' });

  beforeAll(async () => {
    base = `http://127.0.0.1:${await app.listen(0, '127.0.0.1')}`;
  });
  afterAll(() => app.close());

  it.each(['/', '/campaigns/01JABCDEF', '/c/some-token'])(
    'answers a browser asking for the page %s with a 503 page that reloads itself',
    async (path) => {
      const res = await get(path, HTML);
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = await res.text();
      expect(body).toMatch(/<meta http-equiv="refresh" content="1">/);
      expect(body).toMatch(/<html lang="en">/);
      expect(body).toMatch(/<title>Jungle Mail is starting<\/title>/);
      const main = /<main>([\s\S]*)<\/main>/.exec(body)?.[1] ?? '';
      expect(main).toContain('Jungle Mail is starting');
      expect(main).toContain('This page will reload by itself.');
      // No script: the reload is the meta refresh, and the page's own policy allows none.
      expect(body).not.toMatch(/<script/i);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toContain('script-src');
    },
  );

  it.each([
    ['/api/health', HTML],
    ['/api/campaigns', 'application/json'],
    ['/config.json', HTML],
    ['/cognito/', HTML],
    ['/assets/projects/x/images/y.png', HTML],
    ['/_local/mail', HTML],
    ['/o/token.gif', 'image/avif,image/webp,*/*'],
    ['/', undefined],
    ['/dashboard', '*/*'],
  ])('keeps the JSON answer on %s (accept %s)', async (path, accept) => {
    const res = await get(path, accept);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual(STARTING_JSON);
  });

  it("lets a shop's page read the 503 of its tracking event or signup, and says when to try again", async () => {
    for (const path of ['/api/t', '/api/subscribe/jm_abc', '/api/identify']) {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { origin: 'https://candles.example.com', 'content-type': 'text/plain' },
        body: '{}',
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await res.json()).toEqual(STARTING_JSON);
    }
  });

  it('keeps the JSON answer for a POST, whatever it accepts', async () => {
    const res = await fetch(`${base}/`, { method: 'POST', headers: { accept: HTML }, body: '' });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(STARTING_JSON);
  });

  describe('once attached', () => {
    beforeAll(() => {
      const web = {
        handle: (_req: IncomingMessage, res: ServerResponse) =>
          res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>the app</p>'),
        close: async () => undefined,
      };
      app.attach({
        deps: {} as AppContext['deps'],
        web,
        runtimeConfig: () => ({ stage: 'local' }) as ReturnType<AppContext['runtimeConfig']>,
      } as unknown as AppContext);
    });

    it('serves pages from the web app', async () => {
      for (const path of ['/', '/campaigns/01JABCDEF']) {
        const res = await get(path, HTML);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('retry-after'), path).toBeNull();
        expect(await res.text(), path).toBe('<!doctype html><p>the app</p>');
      }
    });

    it('answers /config.json', async () => {
      const res = await get('/config.json', HTML);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ stage: 'local' });
    });
  });
});
