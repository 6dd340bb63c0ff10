/**
 * Identified visitors and consent mode (issue 31) in real Chromium: the customer's site (shop.test) and our
 * origin (jm.test) are answered by request interception, as in tracking-script.test.ts, so the test sees
 * every request the script makes and reads the page's own storage and cookies. The server side of the
 * token (the click redirect, the ingest) is driven in tests/integration/tracking/identified-visitors.test.ts.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TRACKING_SCRIPT } from '../../lambdas/tracking-script/script.generated';
import { buildSnippet } from '../../lambdas/tracking-script/snippet';
import { launchChromium } from './support/browser';

const SITE = 'http://shop.test';
const ORIGIN = 'http://jm.test';
const ID = 'jm_0123456789abcdefABCDEF';
const CLICK_TOKEN = 'djEuc3ViLmMuY29udGFjdC4xNzAwMDAwMDAwAAAAAAAAAAAAAAAAAAAAAA';
const IDENTIFY_TOKEN = 'djEuc3ViLmUuaGFzaC4xNzAwMDAwMDAwBBBBBBBBBBBBBBBBBBBBBB';

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Every request the page made to our origin: path and parsed JSON body. */
let requests: { path: string; body: Record<string, unknown> }[];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  await context?.close();
  requests = [];
  context = await browser.newContext();
  await context.route('**/*', async (route, request: Request) => {
    const url = new URL(request.url());
    if (url.origin === ORIGIN && url.pathname === '/api/jm.js')
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: TRACKING_SCRIPT });
    if (url.origin === ORIGIN) {
      requests.push({ path: url.pathname, body: JSON.parse(request.postData() ?? 'null') });
      const token = url.pathname.startsWith('/api/identify/') ? IDENTIFY_TOKEN : undefined;
      return route.fulfill({
        status: 200,
        headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
        body: JSON.stringify(token ? { token } : { accepted: true }),
      });
    }
    return route.abort();
  });
  page = await context.newPage();
});

const [, stub, tag] = buildSnippet({ origin: ORIGIN, trackingId: ID }).split('\n') as [
  string,
  string,
  string,
];
const consentTag = tag.replace('<script async', '<script async data-consent="required"');

/** Serves the shop's page with `head` and opens `path` on it. */
async function openSite(head: string, path: string): Promise<void> {
  await page.route(`${SITE}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: `<!doctype html><head>${head}</head>` }),
  );
  await page.goto(`${SITE}${path}`);
}

const events = () => requests.filter((r) => r.path === '/api/t').map((r) => r.body);
const tokensSent = () => events().map((e) => e.contact_token);
const stored = () => page.evaluate(() => ({ ...localStorage }));
const jm = (...args: unknown[]) =>
  page.evaluate((a) => (window as unknown as { jm: (...x: unknown[]) => unknown }).jm(...a), args);
const track = (name: string) => jm('track', name);

describe('consent mode (data-consent="required")', () => {
  it('stores nothing and sends no token before consent; stores after jm("consent", true); forgets after false', async () => {
    await openSite(stub + consentTag, `/sale?size=m&jm_t=${CLICK_TOKEN}#top`);
    await expect.poll(() => events().length).toBe(1);
    // The token left the address bar at once, the rest of the address stayed.
    expect(page.url()).toBe(`${SITE}/sale?size=m#top`);
    expect(await stored()).toEqual({});
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    await jm('identify', 'ann@example.com');
    await track('before');
    await expect.poll(() => events().length).toBe(2);
    expect(tokensSent()).toEqual([undefined, undefined]);
    // identify waits for consent: the address was not sent.
    expect(requests.map((r) => r.path)).toEqual(['/api/t', '/api/t']);
    expect(JSON.stringify(requests)).not.toContain(CLICK_TOKEN);

    await jm('consent', true);
    // The waiting identify goes out now; its answer's token replaces the click's.
    await expect.poll(() => requests.filter((r) => r.path === `/api/identify/${ID}`).length).toBe(1);
    await expect.poll(stored).toEqual({ jm_t: IDENTIFY_TOKEN });
    await track('after');
    await expect.poll(() => events().length).toBe(3);
    expect(tokensSent()[2]).toBe(IDENTIFY_TOKEN);
    expect(await context.cookies()).toEqual([]);

    await jm('consent', false);
    expect(await stored()).toEqual({});
    await track('withdrawn');
    await expect.poll(() => events().length).toBe(4);
    expect(tokensSent()[3]).toBeUndefined();

    // A later page with consent given again remembers nothing of before.
    await openSite(stub + `<script>jm('consent', true)</script>` + consentTag, '/next');
    await expect.poll(() => events().length).toBe(5);
    expect(tokensSent()[4]).toBeUndefined();
    expect(await stored()).toEqual({});
  });

  it('a consent given before the script arrived counts for the page-load event already', async () => {
    await openSite(stub + `<script>jm('consent', true)</script>` + consentTag, `/?jm_t=${CLICK_TOKEN}`);
    await expect.poll(() => events().length).toBe(1);
    expect(tokensSent()).toEqual([CLICK_TOKEN]);
    expect(await stored()).toEqual({ jm_t: CLICK_TOKEN });
  });
});

describe('without consent mode', () => {
  it('keeps a click’s token in localStorage and sends it with every event, on later pages too', async () => {
    await openSite(stub + tag, `/?jm_t=${CLICK_TOKEN}`);
    await expect.poll(() => events().length).toBe(1);
    expect(page.url()).toBe(`${SITE}/`);
    expect(await stored()).toEqual({ jm_t: CLICK_TOKEN });
    await openSite(stub + tag, '/cart');
    await expect.poll(() => events().length).toBe(2);
    expect(tokensSent()).toEqual([CLICK_TOKEN, CLICK_TOKEN]);
    expect(await context.cookies()).toEqual([]);
  });
});
