import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchChromium, newContext, type Viewport } from './support/browser';
import { createUser, signInContext } from './support/session';

const baseUrl = inject('e2eBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, viewport: Viewport = DESKTOP): Promise<Page> {
  const context = await newContext(browser, baseUrl, viewport);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('web shell', () => {
  it('serves the landing page with the mascot prompt, a Sign in link and the legal links', async () => {
    const page = await open('/');
    await expect
      .poll(() => page.getByText("Tell me about your business and I'll help you get started!").isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Sign in' }).first().getAttribute('href')).toBe('/login');
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: /privacy/i }).getAttribute('href')).toBe('/privacy-policy');
    expect(await footer.getByRole('link', { name: /terms/i }).getAttribute('href')).toBe('/terms-of-service');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('alerts on a blank description and keeps a typed one for the next step', async () => {
    const page = await open('/');
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });
    const button = page.getByRole('button', { name: 'Make Me An Email Marketing Machine!' });
    await button.click();
    await expect.poll(() => alerts).toEqual(['Please describe your business first!']);
    await page.getByRole('textbox').first().fill('I sell hand-poured soy candles and soaps.');
    await button.click();
    await page.waitForURL('**/optional-signup');
    expect(await page.evaluate(() => localStorage.getItem('pendingBusinessDescription'))).toBe(
      'I sell hand-poured soy candles and soaps.',
    );
    await page.context().close();
  });

  it('shows the not-found page (docs/product.md › Not-found page) for an unknown path', async () => {
    const page = await open('/no/such/page');
    await expect.poll(() => page.getByText('Oops! Page not found').isVisible()).toBe(true);
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
    expect(
      await page
        .getByRole('link', { name: 'Return to Home' })
        .or(page.getByRole('button', { name: 'Return to Home' }))
        .count(),
    ).toBeGreaterThan(0);
    await page.context().close();
  });

  it('shows the legal pages with today as the last-updated date and a support contact', async () => {
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    for (const path of ['/privacy-policy', '/terms-of-service']) {
      const page = await open(path);
      await expect.poll(() => page.getByText(today).first().isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: /support@/ }).count()).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('works at 375 px: no horizontal overflow and a keyboard-operable menu', async () => {
    for (const path of ['/', '/privacy-policy', '/no/such/page']) {
      const page = await open(path, PHONE);
      await page.getByRole('main').waitFor();
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
      await page.context().close();
    }
    const page = await open('/', PHONE);
    const toggle = page.getByRole('button', { name: /menu/i });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('link', { name: 'Sign in' }).last().isVisible()).toBe(true);
    await page.context().close();
  });

  it('reaches the API on the same origin: config.json and a green /api/health', async () => {
    const page = await open('/');
    const config = await page.evaluate(() => fetch('/config.json').then((r) => r.json()));
    expect(config).toMatchObject({ stage: 'local', apiBase: '/api' });
    const health = await page.evaluate(() =>
      fetch('/api/health').then(async (r) => ({ status: r.status, body: await r.json() })),
    );
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
    await page.context().close();
  });
});

describe('web shell, signed in', () => {
  it('shows Sign Out for a real signed-in user, and signing out returns to the signed-out shell', async () => {
    const user = await createUser(baseUrl, 'shell');
    const context = await newContext(browser, baseUrl, DESKTOP);
    await signInContext(context, baseUrl, user);
    const page = await context.newPage();
    await page.goto('/privacy-policy');
    const signOut = page.getByRole('button', { name: 'Sign Out' }).first();
    await signOut.waitFor();
    await signOut.click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByText("You've been signed out successfully.").isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    await context.close();
  });
});
