import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium; nothing is downloaded. .ci/run installs it with apt-get. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags: no sandbox (we run as root in CI), and Chromium's background networking off, because this
 * machine's closed network refuses those connections by the dozen.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
];

/** Launches Chromium or fails loudly: the e2e suite must never skip because the browser is missing. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it with: apt-get install chromium (the e2e suite does not skip).`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export const PHONE = { width: 375, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 860 } as const;

export interface Viewport {
  width: number;
  height: number;
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: Viewport = DESKTOP,
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
}

/**
 * Opens `path` with the page's scripts held back, as a slow phone connection would hold them, so a test can
 * act on the prerendered HTML before the app takes over; the returned function lets the scripts through.
 */
export async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}
