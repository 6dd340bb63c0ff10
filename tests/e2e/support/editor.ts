import type { Locator, Page } from 'playwright-core';

/** The editor's email preview (an iframe). */
export const emailPreview = (page: Page) => page.frameLocator('[data-testid="email-preview"]');

/**
 * In the editor's Edit tab: adds a button element and clicks its placeholder link in the preview, which opens
 * the link modal; answers the modal once it is open.
 */
export async function addButtonAndOpenLinkModal(page: Page): Promise<Locator> {
  await page.getByLabel('Element type').selectOption('button');
  await page.getByRole('button', { name: 'Add element' }).click();
  await emailPreview(page).locator('[data-placeholder="link"]').first().click();
  const dialog = page.getByRole('dialog', { name: 'Enter Link URL' });
  await dialog.waitFor();
  return dialog;
}
