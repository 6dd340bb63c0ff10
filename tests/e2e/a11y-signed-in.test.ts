/**
 * The signed-in pages audited as a demanding user would (docs/product.md › Routes, DESIGN.md "What a user would expect"):
 * at 375 px and at desktop width, every page and the states that matter (the project list with its row menu
 * and dialogs, the empty archive, both plan routes, the test checkout and test portal, the first-email screen,
 * the editor's Edit and History tabs, the editor by username and name, the send preview) has
 *   - no horizontal overflow (document.scrollingElement.scrollWidth <= the viewport's width),
 *   - no serious or critical axe-core finding,
 *   - every visible interactive control reachable with Tab (roving-focus widgets by their one tab stop),
 *     showing a focus indicator (outline or shadow) when focused, and carrying a name a screen reader announces.
 * The AI chat tab (web/features/chat, another helper's) is audited as it is shown, not changed here.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchChromium, newContext, type Viewport } from './support/browser';
import { addButtonAndOpenLinkModal, saveBlankEmail } from './support/editor';
import { activatePlan } from './support/plan';
import { apiAs, createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
let browser: Browser;
let user: E2eUser;
let username: string;
let projectId = '';

const api = <T>(path: string, init?: RequestInit) => apiAs<T>(baseUrl, user, path, init);

beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser(baseUrl, 'audit');
  ({ username } = await activatePlan(baseUrl, env, user, 'pro'));
  projectId = (await api<{ project: { id: string } }>('/api/projects', { method: 'POST', body: '{}' }))
    .project.id;
  await saveBlankEmail(baseUrl, user, projectId);
  // A second, archived project, so the archive view has a row and the active list has one.
  const second = await api<{ project: { id: string } }>('/api/projects', {
    method: 'POST',
    body: JSON.stringify({ name: 'Old newsletter' }),
  });
  await api(`/api/projects/${second.project.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ isArchived: true }),
  });
});

afterAll(async () => {
  await browser?.close();
});

/** The loading overlay has lifted. */
async function pageReady(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.querySelector('main')?.getAttribute('aria-busy')), {
      timeout: 15_000,
    })
    .toBe('false');
}

/**
 * The email inside the preview frames is the user's content in the defaults of docs/product.md › Email defaults (: a button is
 * #ffffff on #007bff, 3.98:1), not the app's UI: axe checks the app around it, not the email.
 */
const EMAIL_FRAMES = ['[data-testid="email-preview"]', 'iframe[title^="Preview of "]'];

async function seriousViolations(page: Page): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  for (const frame of EMAIL_FRAMES) builder = builder.exclude(frame);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function overflow(page: Page): Promise<{ scrollWidth: number; width: number; widest: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
    const widest = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    return { scrollWidth, width, widest };
  });
}

/**
 * Presses Tab through the page (up to 250 times) and marks every element that takes focus; then lists the
 * visible, enabled interactive elements never reached, and the reached ones with no accessible name.
 * Members of a roving-focus widget (tabs, menu items, radios) count as reached when one of their group was.
 */
async function keyboardAudit(
  page: Page,
): Promise<{ checked: number; unreachable: string[]; unnamed: string[]; noRing: string[] }> {
  await page.evaluate(() => {
    document.querySelectorAll('[data-audit-focused],[data-audit-no-ring]').forEach((el) => {
      el.removeAttribute('data-audit-focused');
      el.removeAttribute('data-audit-no-ring');
    });
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  let first = '';
  let last = '';
  for (let i = 0; i < 250; i++) {
    await page.keyboard.press('Tab');
    const key = await page.evaluate((n) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return 'body';
      if (!el.hasAttribute('data-audit-focused')) el.setAttribute('data-audit-focused', String(n));
      // A visible focus indicator: an outline or a box shadow while focused (an iframe's content draws its own).
      const style = getComputedStyle(el);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      // Judged only where the browser shows keyboard focus (:focus-visible), as a user sees it.
      const shown = el.matches(':focus-visible');
      if (!(el instanceof HTMLIFrameElement) && shown && !outlined && style.boxShadow === 'none')
        el.setAttribute('data-audit-no-ring', '');
      return el.getAttribute('data-audit-focused') ?? '';
    }, i);
    // Wrapped around to the first stop (staying on one key is Tab moving inside an iframe).
    if (key !== 'body' && key === first && last !== first) break;
    if (!first && key !== 'body') first = key;
    last = key;
  }
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'iframe',
      '[tabindex]:not([tabindex="-1"])',
      '[role=button]',
      '[role=tab]',
      '[role=menuitem]',
      '[role=radio]',
      '[role=separator][tabindex]',
    ].join(',');
    const roving = '[role=tablist],[role=menu],[role=radiogroup],[role=toolbar]';
    const visible = (el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && !el.closest('[inert],[hidden]');
    };
    const describe = (el: HTMLElement) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(
        el.getAttribute('aria-label') ??
        el.textContent ??
        ''
      )
        .trim()
        .slice(0, 40)}"`;
    const nameOf = (el: HTMLElement): string => {
      const labelledBy = el.getAttribute('aria-labelledby');
      if (labelledBy)
        return labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim();
      const aria = el.getAttribute('aria-label');
      if (aria) return aria.trim();
      if (
        el instanceof HTMLInputElement ||
        el instanceof HTMLTextAreaElement ||
        el instanceof HTMLSelectElement
      ) {
        const labels = Array.from(el.labels ?? [])
          .map((l) => l.textContent ?? '')
          .join(' ')
          .trim();
        if (labels) return labels;
        return (el.getAttribute('title') ?? '').trim();
      }
      if (el instanceof HTMLIFrameElement) return (el.title ?? '').trim();
      return (el.innerText || el.getAttribute('title') || '').trim();
    };
    const all = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
      (el) =>
        visible(el) && !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true',
    );
    const unreachable: string[] = [];
    const unnamed: string[] = [];
    // While a modal dialog is open, Tab rightly stays inside it (a passing toast outside is not a miss).
    const modal = document.querySelector('[aria-modal="true"]');
    for (const el of all) {
      const group = el.closest(roving);
      const reached = group
        ? group.querySelector('[data-audit-focused]') !== null
        : el.hasAttribute('data-audit-focused') || el.querySelector('[data-audit-focused]') !== null;
      if (!reached && (!modal || modal.contains(el))) unreachable.push(describe(el));
      if (!nameOf(el)) unnamed.push(describe(el));
    }
    const noRing = Array.from(document.querySelectorAll<HTMLElement>('[data-audit-no-ring]')).map(describe);
    return { checked: all.length, unreachable, unnamed, noRing };
  });
}

/** Every check on the page as it is now. */
async function audit(page: Page, label: string) {
  await pageReady(page);
  const o = await overflow(page);
  expect
    .soft(o.scrollWidth, `${label}: horizontal overflow by ${o.widest.join(', ')}`)
    .toBeLessThanOrEqual(o.width);
  expect.soft(await seriousViolations(page), `${label}: axe`).toEqual([]);
  const keys = await keyboardAudit(page);
  expect(keys.checked, `${label}: interactive controls found`).toBeGreaterThan(1);
  expect.soft(keys.unreachable, `${label}: not reachable with Tab`).toEqual([]);
  expect.soft(keys.unnamed, `${label}: no accessible name`).toEqual([]);
  expect.soft(keys.noRing, `${label}: no visible focus indicator`).toEqual([]);
}

describe.each([
  ['desktop', DESKTOP],
  ['375 px', { width: 375, height: 812 }],
] as const)('signed-in pages (%s)', (_name, viewport: Viewport) => {
  it('project list, its menu and dialogs, and the archive', async () => {
    const context = await newContext(browser, baseUrl, viewport);
    await signInContext(context, baseUrl, user);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1);
    await audit(page, '/dashboard');

    await page.getByRole('button', { name: 'More actions for Untitled Document' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).waitFor();
    expect.soft(await seriousViolations(page), 'row menu: axe').toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'More actions for Untitled Document' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await page.getByRole('dialog', { name: 'Rename project' }).waitFor();
    await audit(page, 'rename dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'More actions for Untitled Document' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete project?' }).waitFor();
    await audit(page, 'delete dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();

    // The keyboard check can fail: a control Tab never reaches, a button with no name and no focus ring.
    await page.evaluate(() => {
      const trap = document.createElement('div');
      trap.setAttribute('role', 'button');
      trap.textContent = 'Not focusable';
      const unnamed = document.createElement('button');
      unnamed.style.width = unnamed.style.height = '20px';
      unnamed.style.outline = 'none';
      document.querySelector('main')?.append(trap, unnamed);
    });
    const planted = await keyboardAudit(page);
    expect(planted.unreachable).toContain('div[role=button] "Not focusable"');
    expect(planted.unnamed).toContain('button ""');
    expect(planted.noRing).toContain('button ""');

    await page.goto('/dashboard?show=archived');
    await expect
      .poll(() => page.getByRole('rowheader', { name: 'Old newsletter' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await audit(page, '/dashboard?show=archived');
    await context.close();
  });

  it('contacts: empty state, the list with a selection, the add and bulk-tag dialogs (issue 20)', async () => {
    const context = await newContext(browser, baseUrl, viewport);
    await signInContext(context, baseUrl, user);
    const page = await context.newPage();
    await page.goto('/contacts');
    await page
      .getByRole('heading', { name: 'No contacts yet' })
      .or(page.locator('tbody tr').first())
      .waitFor();
    await audit(page, '/contacts');
    for (const name of ['ada', 'grace'])
      await api('/api/contacts', {
        method: 'POST',
        body: JSON.stringify({ email: `${name}-${viewport.width}@example.com`, tags: ['vip'] }),
      });
    await page.reload();
    await page.locator('tbody tr').first().waitFor({ timeout: 15_000 });
    await page.getByRole('checkbox', { name: `Select ada-${viewport.width}@example.com` }).check();
    await audit(page, '/contacts with a selection');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await page.getByRole('dialog', { name: 'Add a tag to 1 contact' }).waitFor();
    await audit(page, 'bulk tag dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Add contact' }).click();
    await page.getByRole('dialog', { name: 'Add a contact' }).getByLabel('Email').fill('info@gmial.com');
    await audit(page, 'add contact dialog');
    await context.close();
  });

  it('plan page (both routes), the test checkout and the test billing portal', async () => {
    const context = await newContext(browser, baseUrl, viewport);
    await signInContext(context, baseUrl, user);
    const page = await context.newPage();
    for (const path of ['/subscription', '/subscription-plan']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
      await audit(page, path);
    }
    const { url } = await api<{ url: string }>('/api/billing/checkout', {
      method: 'POST',
      body: JSON.stringify({ tier: 'premium' }),
    });
    await page.goto(new URL(url, baseUrl).pathname + new URL(url, baseUrl).search);
    await page.getByRole('button', { name: 'Complete test purchase' }).waitFor();
    await audit(page, '/local-checkout');
    await page.goto('/local-checkout?portal=1');
    await page.getByRole('button', { name: 'Cancel subscription (test)' }).waitFor();
    await audit(page, '/local-checkout?portal');
    await context.close();
  });

  it('first-email screen, the editor (its tabs, link modal, version preview; by id and by name), send preview', async () => {
    const context = await newContext(browser, baseUrl, viewport);
    await signInContext(context, baseUrl, user);
    const page = await context.newPage();
    await page.goto('/editor');
    await page.getByRole('heading', { name: 'Create Your First Email!' }).waitFor();
    await audit(page, '/editor (first email)');
    // A project made without a document opens on its own first-email screen.
    const fresh = await api<{ project: { id: string } }>('/api/projects', {
      method: 'POST',
      body: JSON.stringify({ name: 'Fresh start' }),
    });
    await page.goto(`/editor/${fresh.project.id}`);
    await page.getByRole('heading', { name: 'Create Your First Email!' }).waitFor({ timeout: 15_000 });
    await audit(page, '/editor/{id} (first email of a new project)');
    await api(`/api/projects/${fresh.project.id}`, { method: 'DELETE' });

    await page.goto(`/editor/${projectId}`);
    await page.getByRole('tab', { name: 'Edit' }).waitFor({ timeout: 15_000 });
    await audit(page, '/editor/{id} Chat tab');
    await page.getByRole('tab', { name: 'Edit' }).click();
    await audit(page, '/editor/{id} Edit tab');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Email settings' }).waitFor();
    await audit(page, 'email settings dialog');
    await page.getByRole('button', { name: 'Done' }).click();
    // The link modal, from a new button's placeholder link in the preview.
    await addButtonAndOpenLinkModal(page);
    await audit(page, 'link modal');
    await page.getByRole('button', { name: 'Cancel' }).click();
    // Save keeps a version: the History tab lists it and previews it in a dialog.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByRole('button', { name: 'Preview', exact: true }).first().waitFor({ timeout: 15_000 });
    await audit(page, '/editor/{id} History tab');
    await page.getByRole('button', { name: 'Preview', exact: true }).first().click();
    const versionDialog = page.getByRole('dialog');
    await versionDialog.getByTitle(/^Preview of /).waitFor({ timeout: 15_000 });
    await audit(page, 'version preview dialog');
    await versionDialog.getByRole('button', { name: 'Close', exact: true }).last().click();

    await page.goto(`/editor/${username}/${encodeURIComponent('Untitled Document')}`);
    await page.getByRole('tab', { name: 'Edit' }).waitFor({ timeout: 15_000 });
    await page.getByRole('tab', { name: 'Edit' }).click();
    await audit(page, '/editor/{username}/{name} Edit tab');

    await page.getByRole('button', { name: 'Send Email' }).click();
    await page.getByRole('heading', { name: 'Send Email Preview' }).waitFor({ timeout: 15_000 });
    await audit(page, '/send-email');
    await context.close();
  }, 240_000);
});
