/**
 * The served tracking script in real Chromium. The customer's site (shop.test) and our origin (jm.test)
 * are both answered by request interception, so this test can see exactly what the script sends and
 * make the ingest fail at will: it is about the browser side (what is sent, how, and that the host page is
 * never disturbed). The real script route and ingest are driven end to end in tracking.test.ts.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TRACKING_SCRIPT } from '../../lambdas/tracking-script/script.generated';
import { buildSnippet } from '../../lambdas/tracking-script/snippet';
import { parseTrackingEvent } from '../../shared/tracking/event';
import { launchChromium } from './support/browser';

const SITE = 'http://shop.test';
const ORIGIN = 'http://jm.test';
const ID = 'jm_0123456789abcdefABCDEF';

interface Sent {
  method: string;
  /** 'ping' for navigator.sendBeacon, 'fetch' for the fallback. */
  type: string;
  contentType: string | undefined;
  cookie: string | undefined;
  body: Record<string, unknown>;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let sent: Sent[];
/** What jm('subscribe') posted to the signup route. */
let subscribes: Omit<Sent, 'type'>[];
let subscribeStatus: number;
let otherRequests: string[];
let ingestStatus: number;
/** The ingest's answer body (a refusal's JSON). */
let ingestBody: string;
let pageErrors: string[];
let warnings: string[];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  await context?.close();
  sent = [];
  subscribes = [];
  subscribeStatus = 202;
  otherRequests = [];
  pageErrors = [];
  warnings = [];
  ingestStatus = 204;
  ingestBody = '';
  context = await browser.newContext();
  await context.route('**/*', async (route, request: Request) => {
    const url = new URL(request.url());
    if (url.origin === ORIGIN && url.pathname === '/api/jm.js') {
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: TRACKING_SCRIPT });
    }
    if (url.origin === ORIGIN && url.pathname === '/api/t') {
      const headers = await request.allHeaders();
      if (request.method() === 'POST') {
        sent.push({
          method: request.method(),
          type: request.resourceType(),
          contentType: headers['content-type'],
          cookie: headers.cookie,
          body: JSON.parse(request.postData() ?? 'null') as Record<string, unknown>,
        });
      } else otherRequests.push(`${request.method()} ${request.url()}`);
      return route.fulfill({
        status: ingestStatus,
        headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
        body: ingestBody,
      });
    }
    if (url.origin === ORIGIN && url.pathname === `/api/subscribe/${ID}`) {
      const headers = await request.allHeaders();
      subscribes.push({
        method: request.method(),
        contentType: headers['content-type'],
        cookie: headers.cookie,
        body: JSON.parse(request.postData() ?? 'null') as Record<string, unknown>,
      });
      return route.fulfill({
        status: subscribeStatus,
        headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
        body: '{"accepted":true}',
      });
    }
    if (url.origin === SITE) return route.fulfill({ status: 404, body: '' });
    otherRequests.push(`${request.method()} ${request.url()}`);
    return route.abort();
  });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // Count what reaches the host page's own handlers.
  await page.addInitScript(() => {
    const w = window as unknown as { __errors: string[] };
    w.__errors = [];
    window.addEventListener('error', (event) => w.__errors.push(`error: ${event.message}`));
    window.addEventListener('unhandledrejection', (event) =>
      w.__errors.push(`rejection: ${String(event.reason)}`),
    );
  });
});

/** Serves `body` as the customer's homepage and opens it. */
async function openSite(body: string, path = '/'): Promise<void> {
  await page.route(`${SITE}${path}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body }),
  );
  await page.goto(`${SITE}${path}`);
}

const snippet = buildSnippet({ origin: ORIGIN, trackingId: ID });
const hostErrors = () => page.evaluate(() => (window as unknown as { __errors: string[] }).__errors);
const names = () => sent.map((s) => s.body.event_name);

describe('tracking script in Chromium', () => {
  it("jm('subscribe') posts the address to the signup route as CORS-simple text/plain, queued calls too", async () => {
    await context.addCookies([{ name: 'session', value: 'secret', url: ORIGIN }]);
    await openSite(
      `${snippet.split('\n').slice(0, 2).join('\n')}
       <script>jm('subscribe', 'ann@example.com', { firstName: 'Ann' });</script>
       ${snippet.split('\n')[2]}`,
    );
    await expect.poll(() => subscribes.length).toBe(1);
    expect(subscribes[0]).toMatchObject({
      method: 'POST',
      cookie: undefined,
      body: { email: 'ann@example.com', firstName: 'Ann' },
    });
    expect(subscribes[0]?.contentType).toMatch(/^text\/plain/);
    const ok = await page.evaluate(() =>
      (window as unknown as { jm: (...a: unknown[]) => Promise<boolean> }).jm('subscribe', 'bob@example.com'),
    );
    expect(ok).toBe(true);
    subscribeStatus = 429;
    const refused = await page.evaluate(() =>
      (window as unknown as { jm: (...a: unknown[]) => Promise<boolean> }).jm('subscribe', 'eve@example.com'),
    );
    expect(refused).toBe(false);
    expect(subscribes.map((s) => s.body.email)).toEqual([
      'ann@example.com',
      'bob@example.com',
      'eve@example.com',
    ]);
    expect(otherRequests).toEqual([]); // no preflight
    expect(await hostErrors()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('sends pixel-loaded (status loaded, version 1.0.0) on load as a CORS-simple text/plain beacon', async () => {
    // sendBeacon's credentials mode is 'include', but a (SameSite=Lax default) cookie for our origin
    // still does not ride along on a cross-site beacon.
    await context.addCookies([{ name: 'session', value: 'secret', url: ORIGIN }]);
    await openSite(`<!doctype html><html><head>${snippet}</head><body>Candles</body></html>`, '/shop?x=1');
    await expect.poll(() => sent.length).toBe(1);
    const [event] = sent;
    expect(event).toMatchObject({ method: 'POST', type: 'ping', cookie: undefined });
    expect(event?.contentType).toMatch(/^text\/plain/);
    expect(event?.body).toMatchObject({
      tracking_id: ID,
      event_name: 'pixel-loaded',
      event_data: { status: 'loaded', version: '1.0.0' },
      page_url: `${SITE}/shop?x=1`,
    });
    expect(parseTrackingEvent(event?.body).ok).toBe(true);
    expect(Math.abs(Date.parse(String(event?.body.client_timestamp)) - Date.now())).toBeLessThan(60_000);
    expect(otherRequests).toEqual([]); // no preflight, nothing to third parties
    expect((await context.cookies()).map((c) => c.name)).toEqual(['session']); // only the one set above
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(await hostErrors()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('reads the id from ?id= too', async () => {
    await openSite(`<script async src="${ORIGIN}/api/jm.js?id=${ID}"></script>`);
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]?.body.tracking_id).toBe(ID);
  });

  it('replays calls queued before it loaded, after pixel-loaded and in order, then tracks directly', async () => {
    await openSite(
      `${snippet.split('\n').slice(0, 2).join('\n')}
       <script>
         jungleMail.track('add_to_cart', { sku: 'c1' });
         jungleMail.track('view', { page: 2 });
       </script>
       ${snippet.split('\n')[2]}`,
    );
    await expect.poll(() => sent.length).toBe(3);
    expect(names()).toEqual(['pixel-loaded', 'add_to_cart', 'view']);
    expect(sent[1]?.body.event_data).toEqual({ sku: 'c1' });

    await page.evaluate(() =>
      (window as unknown as { jungleMail: { track: (n: string, d?: unknown) => void } }).jungleMail.track(
        'purchase',
        { total: 12 },
      ),
    );
    await page.evaluate(() =>
      (window as unknown as { jungleMail: { track: (n: string) => void } }).jungleMail.track('signup'),
    );
    await expect.poll(() => sent.length).toBe(5);
    expect(sent[3]?.body).toMatchObject({ event_name: 'purchase', event_data: { total: 12 } });
    expect(sent[4]?.body).toMatchObject({ event_name: 'signup', event_data: {} });
  });

  it('warns and sends nothing when track() has no event name (queued or direct)', async () => {
    await openSite(
      `${snippet.split('\n').slice(0, 2).join('\n')}<script>jungleMail.track()</script>${snippet.split('\n')[2]}`,
    );
    await expect.poll(() => sent.length).toBe(1);
    const returned = await page.evaluate(() => {
      const g = (window as unknown as { jungleMail: { track: (n?: string, d?: unknown) => unknown } })
        .jungleMail;
      return [g.track(), g.track(''), g.track(undefined, { a: 1 })];
    });
    expect(returned).toEqual([undefined, undefined, undefined]);
    await page.waitForTimeout(300);
    expect(names()).toEqual(['pixel-loaded']);
    expect(warnings).toEqual(Array(4).fill('jungleMail.track: eventName is required'));
    expect(await hostErrors()).toEqual([]);
  });

  it('falls back to fetch (keepalive, no credentials) when sendBeacon throws, without any page error', async () => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'sendBeacon', {
        value: () => {
          throw new Error('beacon broken');
        },
      });
    });
    // A cookie the browser holds for our origin must not ride along: credentials 'omit'.
    await context.addCookies([{ name: 'session', value: 'secret', url: ORIGIN }]);
    await openSite(snippet);
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ type: 'fetch', cookie: undefined, body: { event_name: 'pixel-loaded' } });
    expect(sent[0]?.contentType).toMatch(/^text\/plain/);
    expect(otherRequests).toEqual([]);
    expect(await hostErrors()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('swallows everything when neither transport works, data cannot be serialized, or the ingest fails', async () => {
    ingestStatus = 500;
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: () => false });
    });
    await openSite(snippet);
    await expect.poll(() => sent.length).toBe(1); // fetch fallback, answered 500
    await page.evaluate(() => {
      const g = (window as unknown as { jungleMail: { track: (n: string, d?: unknown) => void } }).jungleMail;
      const cyclic: Record<string, unknown> = {};
      cyclic.self = cyclic;
      g.track('cyclic', cyclic);
      g.track('big', { n: 10n });
      (window as unknown as { fetch: unknown }).fetch = () => {
        throw new Error('fetch broken');
      };
      g.track('no-transport');
    });
    await page.waitForTimeout(300);
    expect(names()).toEqual(['pixel-loaded']);
    expect(await hostErrors()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('does nothing twice when the snippet is pasted twice, and survives a missing tag id', async () => {
    await openSite(`${snippet}\n${snippet}\n<script async src="${ORIGIN}/api/jm.js"></script>`);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => sent.length).toBe(1);
    await page.waitForTimeout(200);
    expect(sent).toHaveLength(1);
    expect(await hostErrors()).toEqual([]);
  });

  it("sends a commerce event by fetch and prints a refusal's message with console.warn (issue 31)", async () => {
    await openSite(snippet);
    await expect.poll(() => sent.length).toBe(1);
    ingestStatus = 400;
    const message = 'Placed Order: order_id is required (order_id)';
    ingestBody = JSON.stringify({ error: 'bad_commerce_event', message });
    await page.evaluate(() =>
      (window as unknown as { jm: (...a: unknown[]) => void }).jm('track', 'Placed Order', { value: 1 }),
    );
    await expect.poll(() => warnings).toEqual([message]);
    expect(sent[1]).toMatchObject({ type: 'fetch', body: { event_name: 'Placed Order' } });
    expect(await hostErrors()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
