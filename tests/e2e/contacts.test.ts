/**
 * The /contacts page end to end in Chromium over the real stack (issue 20): the empty state -> add a contact in
 * the dialog (a refused save keeps what was typed) -> find it by search -> filter by status with the count
 * buttons -> edit -> Show more over the API's cursor -> bulk tag with keyboard-selected rows -> delete one and
 * bulk delete -> the same page at 375 px: a list, no horizontal scroll, the dialog usable.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchChromium, newContext } from './support/browser';
import { activatePlan } from './support/plan';
import { apiAs, createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
let browser: Browser;
let user: E2eUser;
const run = Date.now().toString(36);
/** The stack on a busy machine: a save, its toast and the list read again can take a few seconds. */
const eventually = { timeout: 15_000 };
const address = (name: string) => `${name}-${run}@example.com`;

const api = <T>(path: string, init?: RequestInit) => apiAs<T>(baseUrl, user, path, init);
const addByApi = (email: string, more: Record<string, unknown> = {}) =>
  api<{ contact: { id: string } }>('/api/contacts', {
    method: 'POST',
    body: JSON.stringify({ email, ...more }),
  });

beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser(baseUrl, 'contacts');
  await activatePlan(baseUrl, env, user, 'free');
});

afterAll(async () => {
  await browser?.close();
});

const rows = (page: Page) => page.locator('tbody tr');
/** The addresses the list shows, in order (what a person reads once the list has settled). */
const shown = (page: Page) =>
  rows(page).evaluateAll((trs) =>
    trs.map((tr) => tr.querySelector('th')?.firstElementChild?.textContent ?? ''),
  );
const row = (page: Page, email: string) => rows(page).filter({ hasText: email });
const toastText = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
/** A count button of the status group: 'all' or a status. */
const countButton = (page: Page, status: string) =>
  page.getByRole('group', { name: 'Contacts by status' }).locator(`button[data-status="${status}"]`);

async function axeSerious(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('contacts in Chromium', () => {
  it('add, search, filter by status, edit, show more, bulk tag, delete', async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    await signInContext(context, baseUrl, user);
    const page = await context.newPage();

    // The nav leads there; nobody yet: the empty state says how to get contacts.
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contacts' }).click();
    await page.waitForURL('**/contacts');
    await expect
      .poll(() => page.getByRole('heading', { name: 'No contacts yet' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Import a CSV file' }).getAttribute('href')).toBe(
      '/contacts/import',
    );
    expect(await page.getByRole('link', { name: 'Get the signup form for your website' }).isVisible()).toBe(
      true,
    );
    await expect
      .poll(() => page.getByText('0 of 500 subscribed contacts').isVisible(), eventually)
      .toBe(true);
    expect(await axeSerious(page), 'empty state: axe').toEqual([]);

    // Add one in the dialog.
    await page.getByRole('button', { name: 'Add a contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a contact' });
    await dialog.getByLabel('Email').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await expect
      .poll(
        () => dialog.getByText('Enter a valid email address, like name@example.com.').isVisible(),
        eventually,
      )
      .toBe(true);
    await dialog.getByLabel('Email').fill(address('ada'));
    await dialog.getByLabel('First name').fill('Ada');
    await dialog.getByLabel('Last name').fill('Lovelace');
    await dialog.getByLabel('Tags').fill('VIP, Customers');
    expect(await axeSerious(page), 'add dialog: axe').toEqual([]);
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await expect.poll(() => toastText(page, 'Contact added').isVisible(), eventually).toBe(true);
    expect(await dialog.isVisible()).toBe(false);
    await expect.poll(() => row(page, address('ada')).count(), eventually).toBe(1);
    expect(await row(page, address('ada')).textContent()).toContain('Ada Lovelace');
    expect(
      await row(page, address('ada')).getByRole('button', { name: 'Show contacts tagged vip' }).isVisible(),
    ).toBe(true);
    await expect.poll(() => countButton(page, 'subscribed').textContent(), eventually).toContain('1');

    // A mistyped big mailbox domain gets a one-click fix (shared/contacts/email.ts suggestDomainTypo).
    await page.getByRole('button', { name: 'Add contact' }).click();
    await dialog.getByLabel('Email').fill(`typo-${run}@gmial.com`);
    await dialog.getByRole('button', { name: `typo-${run}@gmail.com` }).click();
    expect(await dialog.getByLabel('Email').inputValue()).toBe(`typo-${run}@gmail.com`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Adding the same address again: the API's 409 sentence in the dialog, and everything typed is still there.
    await page.getByRole('button', { name: 'Add contact' }).click();
    await dialog.getByLabel('Email').fill(address('ADA'));
    await dialog.getByLabel('First name').fill('Someone else');
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent(), eventually)
      .toContain('already in your contacts');
    expect(await dialog.getByLabel('Email').inputValue()).toBe(address('ADA'));
    expect(await dialog.getByLabel('First name').inputValue()).toBe('Someone else');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // More people through the API: 55 subscribed (more than a page of 50), one unsubscribed.
    for (let i = 0; i < 55; i++) await addByApi(address(`bulk${String(i).padStart(2, '0')}`));
    const grace = await addByApi(address('grace'), { firstName: 'Grace', lastName: 'Hopper' });
    await api(`/api/contacts/${grace.contact.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'unsubscribed' }),
    });
    await page.reload();
    await expect
      .poll(() => countButton(page, 'unsubscribed').textContent(), { timeout: 15_000 })
      .toContain('1');
    expect(await countButton(page, 'all').textContent()).toContain('57');

    // Show more: the first page, then the rest through the cursor.
    await expect.poll(() => rows(page).count(), eventually).toBe(50);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => rows(page).count(), eventually).toBe(57);
    expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);

    // Search by name, after the pause in typing; the address keeps it. Grace sorts after the first page of 50,
    // which the name filter leaves empty: the page reads on by itself until she is found.
    await page.getByLabel('Search contacts').fill('grace');
    await expect.poll(() => shown(page), eventually).toEqual([address('grace')]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('grace');
    await page.getByLabel('Search contacts').fill(address('ada').slice(0, 6));
    await expect.poll(() => shown(page), eventually).toEqual([address('ada')]);
    await page.getByLabel('Search contacts').fill('');

    // Filter by status with its count button.
    await countButton(page, 'unsubscribed').click();
    await expect.poll(() => shown(page), eventually).toEqual([address('grace')]);
    expect(await rows(page).first().textContent()).toContain('Unsubscribed');
    expect(await countButton(page, 'unsubscribed').getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).searchParams.get('status')).toBe('unsubscribed');
    await countButton(page, 'all').click();
    // Back to the whole list as it was left: both pages, the second one read through "Show more".
    await expect.poll(() => rows(page).count(), eventually).toBe(57);

    // Edit: the address is fixed, names and tags change.
    await page.getByRole('button', { name: `Edit ${address('ada')}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit contact' });
    expect(await edit.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    expect(await edit.getByLabel('Tags').inputValue()).toBe('vip, customers');
    await edit.getByLabel('First name').fill('Augusta Ada');
    await edit.getByLabel('Tags').fill('vip');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toastText(page, 'Contact saved').isVisible(), eventually).toBe(true);
    await expect
      .poll(() => row(page, address('ada')).textContent(), eventually)
      .toContain('Augusta Ada Lovelace');
    expect(await row(page, address('ada')).textContent()).not.toContain('customers');

    // Bulk tag: two rows picked from the keyboard (Tab to the box, Space), then "Add tag".
    await page.getByLabel('Search contacts').fill('bulk0');
    await expect
      .poll(() => shown(page), eventually)
      .toEqual(Array.from({ length: 10 }, (_, i) => address(`bulk0${i}`)));
    for (const email of [address('bulk01'), address('bulk02')]) {
      await page.getByRole('checkbox', { name: `Select ${email}` }).focus();
      await page.keyboard.press('Space');
    }
    await expect.poll(() => page.getByText('2 selected').isVisible(), eventually).toBe(true);
    await page.getByRole('button', { name: 'Add tag' }).click();
    const tagDialog = page.getByRole('dialog', { name: 'Add a tag to 2 contacts' });
    await tagDialog.getByLabel('Tag').fill('Spring');
    await tagDialog.getByRole('button', { name: 'Add tag' }).click();
    await expect.poll(() => toastText(page, 'Tag "spring" added').isVisible(), eventually).toBe(true);
    await page.getByLabel('Search contacts').fill('');
    await page.getByLabel('Tag', { exact: true }).fill('spring');
    await expect.poll(() => shown(page), eventually).toEqual([address('bulk01'), address('bulk02')]);
    expect(new URL(page.url()).searchParams.get('tag')).toBe('spring');

    // Bulk delete the two, after confirmation.
    await page.getByRole('checkbox', { name: 'Select all shown contacts' }).check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await page
      .getByRole('dialog', { name: 'Delete 2 contacts?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect.poll(() => toastText(page, '2 contacts deleted').isVisible(), eventually).toBe(true);
    await expect.poll(() => rows(page).count(), eventually).toBe(0);

    // Delete one from its row.
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect.poll(() => row(page, address('ada')).count(), eventually).toBe(1);
    await page.getByRole('button', { name: `Delete ${address('ada')}` }).click();
    await page
      .getByRole('dialog', { name: `Delete ${address('ada')}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect.poll(() => toastText(page, 'Contact deleted').isVisible(), eventually).toBe(true);
    await expect.poll(() => row(page, address('ada')).count(), eventually).toBe(0);
    await expect.poll(() => countButton(page, 'all').textContent(), eventually).toContain('54');
    expect(await axeSerious(page), 'list: axe').toEqual([]);
    await context.close();
  });

  it('the nav with Contacts, Campaigns, Automations and Analytics fits on one row at 1280 px, where the menu stops collapsing, with the logo and Sign Out each on one line', async () => {
    const context = await newContext(browser, baseUrl, { width: 1280, height: 800 });
    await signInContext(context, baseUrl, user);
    const page = await context.newPage();
    await page.goto('/contacts');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Sign Out' }).waitFor({ timeout: 15_000 });
    const boxes = await Promise.all(
      ['Blog', 'My Email Templates', 'Contacts', 'Campaigns', 'Automations', 'Analytics', 'Account'].map(
        (name) => nav.getByRole('link', { name }).boundingBox(),
      ),
    );
    const signOut = await nav.getByRole('button', { name: 'Sign Out' }).boundingBox();
    const all = [...boxes, signOut];
    expect(all.every((b) => b !== null && b.x >= 0 && b.x + b.width <= 1280)).toBe(true);
    const tops = all.map((b) => Math.round((b?.y ?? 0) + (b?.height ?? 0) / 2));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(4);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(1280);
    // One line each: at 1080 px inline, the wordmark and Sign Out wrapped to two lines.
    const logo = await nav.getByRole('link', { name: 'Jungle Mail' }).boundingBox();
    expect(logo?.height ?? 99).toBeLessThanOrEqual(48);
    expect(signOut?.height ?? 99).toBeLessThanOrEqual(48);
    // Below it, the menu collapses behind its button (a 1080 px laptop window, a tablet's 1024 px).
    await page.setViewportSize({ width: 1080, height: 800 });
    await nav.getByRole('button', { name: 'Menu' }).waitFor({ timeout: 15_000 });
    await context.close();
  });

  it("shows each plan's contact limit on the plan cards", async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    await signInContext(context, baseUrl, user);
    const page = await context.newPage();
    await page.goto('/subscription');
    for (const [plan, line] of [
      ['Free', 'Up to 500 subscribed contacts'],
      ['Pro', 'Up to 10,000 subscribed contacts'],
      ['Premium', 'Up to 100,000 subscribed contacts'],
    ] as const) {
      const card = page.getByRole('article', { name: plan });
      await expect.poll(() => card.getByText(line).isVisible(), { timeout: 15_000 }).toBe(true);
    }
    await context.close();
  });

  it('works at 375 px: a list without horizontal scroll, and the dialog fits', async () => {
    await addByApi(address('aaa-phone'), { firstName: 'First', tags: ['phone'] }); // a row, run alone or not
    // A short address, so a name squeezed beside it (instead of under it) would show.
    const short = `p${run}@x.io`;
    const context = await newContext(browser, baseUrl, PHONE);
    await signInContext(context, baseUrl, user);
    const page = await context.newPage();
    await page.goto('/contacts');
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const scroll = () =>
      page.evaluate(() => ({
        scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
        width: window.innerWidth,
      }));
    let { scrollWidth, width } = await scroll();
    expect(scrollWidth).toBeLessThanOrEqual(width);
    // A list of cards: the column headers are hidden, a row is a block.
    expect(await page.getByRole('columnheader', { name: 'Status' }).isVisible()).toBe(false);
    expect(
      await rows(page)
        .first()
        .evaluate((el) => getComputedStyle(el).display),
    ).toBe('grid');

    await page.getByRole('button', { name: 'Add contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a contact' });
    await dialog.getByLabel('Email').fill(short);
    await dialog.getByLabel('First name').fill('Phoebe');
    ({ scrollWidth, width } = await scroll());
    expect(scrollWidth).toBeLessThanOrEqual(width);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await expect.poll(() => toastText(page, 'Contact added').isVisible(), eventually).toBe(true);
    // An email search (with '@') reads the index by prefix: found at once, wherever it sorts.
    await page.getByLabel('Search contacts').fill(short);
    await expect.poll(() => shown(page), eventually).toEqual([short]);
    // In a card the name sits under the address, not squeezed beside it.
    const who = rows(page).first().locator('th');
    const [emailBox, nameBox] = await Promise.all([
      // The address is the link to the contact's page (issue 31), the name the span after it.
      who.locator('a').first().boundingBox(),
      who.locator('span').first().boundingBox(),
    ]);
    expect(nameBox && emailBox && nameBox.y >= emailBox.y + emailBox.height - 1).toBe(true);
    ({ scrollWidth, width } = await scroll());
    expect(scrollWidth).toBeLessThanOrEqual(width);
    expect(await axeSerious(page), '375 px: axe').toEqual([]);
    await context.close();
  });
});
