import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from 'playwright-core';
import { inject } from 'vitest';

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

function checkChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it with: apt-get install chromium (the e2e suite does not skip).`,
    );
  }
}

/**
 * The one Chromium of an e2e run (tests/e2e/global-setup.ts starts it): each test file connects to it
 * instead of starting a browser of its own (about a second each on a loaded machine). A connection's
 * contexts are its own, and closing the connection closes them, so files stay as apart as before.
 */
export async function launchChromiumServer(): Promise<BrowserServer> {
  checkChromium();
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** The run's shared Chromium (its address as the global setup provides it), or none outside vitest. */
function sharedBrowserEndpoint(): string | undefined {
  try {
    return inject('e2eBrowserWs');
  } catch {
    return undefined; // not in a vitest run (e.g. tests/bench/editor.ts)
  }
}

/**
 * Chromium for a test file, or fails loudly: the e2e suite must never skip because the browser is missing.
 * In an e2e run, a connection to the run's shared browser; close() closes this file's contexts and the
 * connection.
 */
export async function launchChromium(): Promise<Browser> {
  const endpoint = sharedBrowserEndpoint();
  if (endpoint) return chromium.connect(endpoint);
  checkChromium();
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
