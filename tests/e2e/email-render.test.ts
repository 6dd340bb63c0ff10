import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEmailDocument, renderEmailHtml } from '../../shared/email';
import { writeDocsScreenshot } from './support/screenshots';

/**
 * The reference email in Chromium at phone (375) and desktop (650, the editor's maximum preview) width,
 * light and dark: columns stack at 375 and sit side by side at 650, nothing overflows, dark mode
 * switches the colours. Screenshots are taken on every run and written for the docs only with
 * `npm run screenshots` (so a test run leaves the tree clean). Needs no server: the HTML is set directly
 * and image requests are answered with drawn placeholders of the right size (the network is closed).
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const parsed = parseEmailDocument(
  JSON.parse(readFileSync(join(root, 'tests/fixtures/email/reference-email.json'), 'utf8')),
  { strict: true },
);
if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
const html = renderEmailHtml(parsed.data, { mode: 'send' });

/** Image size by file name, as the real assets would be. */
function imageFor(url: string): string {
  const name = new URL(url).pathname.split('/').pop() ?? 'image';
  const [w, h, fill] = name.startsWith('social')
    ? [64, 64, '#3b5d50']
    : name.startsWith('icon')
      ? [96, 96, '#6b8f71']
      : name.startsWith('badge')
        ? [270, 80, '#111111']
        : name.startsWith('logo')
          ? [320, 80, '#1f4d3a']
          : name.startsWith('hero')
            ? [1200, 600, '#7fa383']
            : [540, 540, '#c9d6c3'];
  const label = name.replace(/\.\w+$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="${fill}"/><text x="50%" y="50%" fill="#ffffff" font-family="Arial" font-size="${Math.max(12, Math.round(h / 6))}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface ColumnGroup {
  stacks: boolean;
  container: Box;
  columns: Box[];
}

async function open(browser: Browser, width: number, scheme: 'light' | 'dark'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.emulateMedia({ colorScheme: scheme });
  await page.route('**/*', (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: imageFor(route.request().url()) }),
  );
  await page.setContent(html, { waitUntil: 'load' });
  return page;
}

/** Each columns element: its cell and its column boxes (the inline-block divs). */
const columnGroups = (page: Page): Promise<ColumnGroup[]> =>
  page.evaluate(() => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const cells = new Set<Element>();
    for (const div of document.querySelectorAll('td > div[style*="inline-block"]'))
      cells.add(div.parentElement!);
    return [...cells].map((td) => {
      const cs = getComputedStyle(td);
      const r = td.getBoundingClientRect();
      const inner = {
        x: r.x + parseFloat(cs.paddingLeft),
        y: r.y,
        width: r.width - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight),
        height: r.height,
      };
      const divs = [...td.children].filter((c) => c.tagName === 'DIV');
      return {
        stacks: divs.every((d) => d.classList.contains('jm-col')),
        container: inner,
        columns: divs.map(box),
      };
    });
  });

describe('the reference email in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM))
      throw new Error(
        `Chromium is missing at ${CHROMIUM} (apt-get install chromium); this test does not skip.`,
      );
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of [375, 650]) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`${width}px, ${scheme}: no horizontal overflow, columns ${width === 375 ? 'stacked full width' : 'side by side'}`, async () => {
        const page = await open(browser, width, scheme);
        try {
          const shot = await page.screenshot({ fullPage: true });
          writeDocsScreenshot(`email-${width}-${scheme}`, shot);
          expect(shot.length).toBeGreaterThan(1000);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          expect(
            await page.evaluate(
              () => [...document.images].filter((i) => !i.complete || i.naturalWidth === 0).length,
            ),
          ).toBe(0);

          const groups = await columnGroups(page);
          expect(groups.filter((g) => g.stacks)).toHaveLength(2);
          for (const g of groups) {
            expect(g.columns.length).toBeGreaterThanOrEqual(2);
            const stacked = width === 375 && g.stacks;
            g.columns.forEach((c, i) => {
              expect(c.x + c.width).toBeLessThanOrEqual(width + 0.5);
              if (i === 0) return;
              const prev = g.columns[i - 1]!;
              if (stacked) {
                expect(c.y).toBeGreaterThanOrEqual(prev.y + prev.height - 1);
                expect(Math.abs(c.x - prev.x)).toBeLessThan(1);
              } else {
                expect(Math.abs(c.y - prev.y)).toBeLessThan(1);
                expect(c.x).toBeGreaterThanOrEqual(prev.x + prev.width - 1);
              }
            });
            if (stacked) for (const c of g.columns) expect(c.width).toBeGreaterThan(g.container.width - 1);
          }

          const colors = await page.evaluate(() => ({
            body: getComputedStyle(document.body).backgroundColor,
            intro: getComputedStyle(
              [...document.querySelectorAll('h2')].find((h) => h.textContent?.startsWith('Hand-picked'))!,
            ).color,
            hero: getComputedStyle([...document.querySelectorAll('h1')][0]!).color,
          }));
          expect(colors.hero).toBe('rgb(255, 255, 255)');
          if (scheme === 'light')
            expect(colors).toMatchObject({ body: 'rgb(238, 241, 236)', intro: 'rgb(43, 43, 43)' });
          else expect(colors).toMatchObject({ body: 'rgb(38, 38, 38)', intro: 'rgb(236, 236, 236)' });
        } finally {
          await page.close();
        }
      });
    }
  }
});
