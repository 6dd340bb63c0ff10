/**
 * The HTML a customer pastes into their site, and the matching detector used by "Check my site".
 * Pure string work: no DOM, no Node APIs, so the page (web/) builds the snippet and the server
 * (lambdas/) checks for it with the same code.
 */
import {
  BASE62,
  isTrackingId,
  SCRIPT_PATH,
  TRACKING_GLOBAL,
  TRACKING_ID_PREFIX,
  TRACKING_ID_RANDOM_LENGTH,
} from './event';

export interface SnippetInput {
  /** Origin that serves the script and the ingest, e.g. https://app.junglemail.example (no path). */
  origin: string;
  trackingId: string;
}

const ORIGIN_PATTERN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * Builds the snippet: a one-line queue stub (so track() and jm('track', ...) work before the script
 * loads) + the async tag.
 */
export function buildSnippet({ origin, trackingId }: SnippetInput): string {
  const base = origin.replace(/\/+$/, '');
  if (!ORIGIN_PATTERN.test(base)) throw new Error(`Not an http(s) origin: ${origin}`);
  if (!isTrackingId(trackingId)) throw new Error('Not a tracking id');
  const g = `window.${TRACKING_GLOBAL}`;
  // Both values are checked above against patterns without quotes, '<', '>' or '&': nothing to escape.
  return [
    '<!-- Jungle Mail tracking -->',
    `<script>${g}=${g}||{q:[],track:function(){${g}.q.push(arguments)}};` +
      `window.jm=window.jm||function(){(window.jm.q=window.jm.q||[]).push(arguments)};</script>`,
    `<script async src="${base}${SCRIPT_PATH}" data-id="${trackingId}"></script>`,
  ].join('\n');
}

export type SnippetPresence = 'present' | 'other_id' | 'missing';

const ID_TOKEN = new RegExp(
  `(?<![A-Za-z0-9_])${TRACKING_ID_PREFIX}[${BASE62}]{${TRACKING_ID_RANDOM_LENGTH}}(?![A-Za-z0-9])`,
  'g',
);

/**
 * Is our snippet in this page? 'present' when the page carries this tracking id; 'other_id' when it
 * carries another tracking id or our script without a recognisable id (an old or mangled paste);
 * 'missing' otherwise. Works on raw HTML, including HTML escaped inside site-builder JSON.
 */
export function findSnippet(html: string, trackingId: string): SnippetPresence {
  let sawOtherId = false;
  for (const match of html.matchAll(ID_TOKEN)) {
    if (match[0] === trackingId) return 'present';
    sawOtherId = true;
  }
  if (sawOtherId || html.includes(SCRIPT_PATH)) return 'other_id';
  return 'missing';
}
