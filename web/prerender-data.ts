/**
 * The data a prerendered page was rendered from, embedded as JSON (not executed, so the CSP's
 * script-src 'self' holds) for the browser to hydrate with the same query cache.
 */
export const PRERENDER_DATA_ID = 'prerender-data';

export interface PrerenderData {
  path: string;
  queries: [readonly unknown[], unknown][];
}

export function readPrerenderData(doc: Document): PrerenderData | null {
  const element = doc.getElementById(PRERENDER_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PrerenderData;
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
