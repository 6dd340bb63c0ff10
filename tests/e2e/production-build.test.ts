import { describe, expect, inject, it } from 'vitest';

/**
 * The suite runs against what users get: the output of `npm run build` (NODE_ENV=production), served as
 * `SERVE_BUILD=1 npm start` serves it. React's development build (what a build under vitest's NODE_ENV=test
 * bundles) carries its act() warning text and weighs 525 kB; the production one has neither.
 */
const baseUrl = inject('e2eBaseUrl');
const DEV_ONLY_TEXT = 'not configured to support act';

async function servedScripts(): Promise<{ url: string; text: string; cache: string | null }[]> {
  // The SPA shell (any route that is not prerendered) preloads the vendor chunks.
  const html = await (await fetch(`${baseUrl}/dashboard`)).text();
  const urls = [
    ...new Set([...html.matchAll(/(?:src|href)="(\/static\/[^"]+\.js)"/g)].map((m) => m[1] as string)),
  ];
  return Promise.all(
    urls.map(async (url) => {
      const res = await fetch(`${baseUrl}${url}`);
      expect(res.status).toBe(200);
      return { url, text: await res.text(), cache: res.headers.get('cache-control') };
    }),
  );
}

describe('the web app under test', () => {
  it("is the production build: React's production bundle, content-hashed files under /static/ cached for good", async () => {
    const scripts = await servedScripts();
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      expect(script.text.includes(DEV_ONLY_TEXT), `${script.url} is a development bundle`).toBe(false);
      expect(script.cache).toBe('public, max-age=31536000, immutable');
    }
    const react = scripts.find((s) => /\/static\/react-[\w-]+\.js$/.test(s.url));
    expect(react, 'the react vendor chunk is preloaded').toBeDefined();
    expect(Buffer.byteLength(react?.text ?? '')).toBeLessThan(400 * 1024);
  });
});
