import type { Locator, Page } from 'playwright-core';
import { blankEmail } from '../../../web/features/editor/model/blank-email';
import { apiAs, type E2eUser } from './session';

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

/**
 * Gives a project made through the API the blank email the first-email screen's 'Start from a blank
 * email' stores (a project without a document opens on its first-email screen).
 */
export async function saveBlankEmail(baseUrl: string, user: E2eUser, projectId: string): Promise<void> {
  const { project } = await apiAs<{ project: { name: string; version: number } }>(
    baseUrl,
    user,
    `/api/projects/${projectId}`,
  );
  await apiAs(baseUrl, user, `/api/projects/${projectId}/content`, {
    method: 'PUT',
    body: JSON.stringify({ expectedVersion: project.version, document: blankEmail(project.name) }),
  });
}
