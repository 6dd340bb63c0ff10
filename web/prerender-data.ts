/**
 * The data a prerendered page was rendered from, embedded as JSON (not executed, so the CSP's
 * script-src 'self' holds) for the browser to hydrate with the same answers: the API answers the page
 * read, keyed by their /api path (e.g. /api/blog?page=1).
 */
export const PRERENDER_DATA_ID = 'prerender-data';

export interface PrerenderData {
  path: string;
  /** API path -> its answer. */
  data: Record<string, unknown>;
  /**
   * Address parameters that change what the page shows (the blog index's ?q= and ?page=). The HTML was rendered
   * without them, so with one in the address the page is rendered afresh instead of hydrated (which would not match).
   */
  readsSearch?: readonly string[];
}

/** Hydrate the prerendered HTML only where it is this address's page: same path, none of the parameters it reads. */
export function canHydrate(
  prerendered: PrerenderData,
  location: { pathname: string; search: string },
): boolean {
  if (prerendered.path !== location.pathname) return false;
  const params = new URLSearchParams(location.search);
  return !(prerendered.readsSearch ?? []).some((name) => params.has(name));
}

export function readPrerenderData(doc: Document): PrerenderData | null {
  const element = doc.getElementById(PRERENDER_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = JSON.parse(element.textContent) as Partial<PrerenderData>;
    if (typeof parsed.path !== 'string' || typeof parsed.data !== 'object' || parsed.data === null)
      return null;
    if (
      parsed.readsSearch !== undefined &&
      !(Array.isArray(parsed.readsSearch) && parsed.readsSearch.every((name) => typeof name === 'string'))
    )
      return null;
    return parsed as PrerenderData;
  } catch {
    return null;
  }
}

/** JSON safe inside a <script> element: no '</script>' or '<!--' can end it early. */
export function serializePrerenderData(data: PrerenderData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

let seeded: Record<string, unknown> = {};

/** main.tsx, before hydrating: the answers the page was rendered from (read by the blog's fetch hook). */
export function seedPrerenderedAnswers(data: Record<string, unknown>): void {
  seeded = data;
}

/** The seeded answers, once: later reads go to the network (or the hook's own cache). */
export function takePrerenderedAnswers(): Record<string, unknown> {
  const taken = seeded;
  seeded = {};
  return taken;
}
