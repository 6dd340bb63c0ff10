import { esc } from '../../../../shared/email/escape';
import { withUtm } from './utm';

/**
 * Click and open tracking in a campaign's rendered mail (issue 22; docs/architecture.md › The click path).
 * Done once per campaign on the rendered HTML and text: each http(s) link gets an index (in the order the
 * links appear) and its href becomes `${origin}/c/` followed by a slot that `fillTrackingSlots` swaps per
 * recipient for their signed token (lambdas/domain/links/click-token.ts), like the unsubscribe TOKEN_SLOT.
 * Not tracked: mailto:, tel:, `#` anchors (not http), our own unsubscribe and preferences pages, and links
 * with a merge tag (their target differs per recipient, and a tracked link's target is stored once).
 */
export interface TrackedLink {
  /** The link as the author wrote it (shown on the results). */
  url: string;
  /** Where the redirect sends the reader: `url` with the UTM parameters when they are on. */
  target: string;
  /** The link's visible text (an image link: its alt text), at most TEXT_MAX characters. */
  text: string;
}

export const TEXT_MAX = 200;
/** Past this many links the rest of a (very unusual) email goes untracked: the tokens stay cheap. */
export const MAX_TRACKED_LINKS = 200;
const clickSlot = (index: number) => `JMCLICKSLOT${index}X`;
const CLICK_SLOTS = /JMCLICKSLOT(\d+)X/g;
export const OPEN_SLOT = 'JMOPENSLOTX';

/** What the renderer writes for every link (shared/email/kit.ts › link): `<a href="…"…>inner</a>`. */
const ANCHOR = /<a href="([^"]*)"([^>]*)>([\s\S]*?)<\/a>/g;

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function visibleText(inner: string): string {
  const words = unescape(inner.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  const alt = /\balt="([^"]*)"/.exec(inner)?.[1];
  return (words || (alt ? unescape(alt).trim() : '')).slice(0, TEXT_MAX);
}

export interface TrackOptions {
  /** The site's origin as email links spell it (emailLinkOrigin). */
  origin: string;
  /** The campaign's slug for utm_campaign, or null when the campaign does not add UTM parameters. */
  utmCampaign: string | null;
}

export function isTrackable(url: string, origin: string): boolean {
  if (!/^https?:\/\//i.test(url) || url.includes('{{')) return false;
  const own = origin.replace(/\/+$/, '');
  return !url.startsWith(`${own}/u/`) && !url.startsWith(`${own}/api/u/`);
}

/** The HTML and text with tracked links in slot form, and the campaign's link list (index = position). */
export function trackLinks(
  html: string,
  text: string,
  options: TrackOptions,
): { html: string; text: string; links: TrackedLink[] } {
  const links: TrackedLink[] = [];
  const firstIndex = new Map<string, number>();
  const slotUrl = (index: number) => `${options.origin}/c/${clickSlot(index)}`;
  const outHtml = html.replace(ANCHOR, (whole, href: string, rest: string, inner: string) => {
    const url = unescape(href);
    if (!isTrackable(url, options.origin) || links.length >= MAX_TRACKED_LINKS) return whole;
    const index = links.length;
    links.push({
      url,
      target: options.utmCampaign === null ? url : withUtm(url, options.utmCampaign),
      text: visibleText(inner),
    });
    if (!firstIndex.has(url)) firstIndex.set(url, index);
    return `<a href="${esc(slotUrl(index))}"${rest}>${inner}</a>`;
  });
  // The text part writes links as "text (url)": each goes through the first HTML link with that URL.
  let outText = text;
  for (const [url, index] of firstIndex) outText = outText.split(`(${url})`).join(`(${slotUrl(index)})`);
  return { html: outHtml, text: outText, links };
}

/** A 1x1 image at the end of the body: the opens pixel (`/o/{token}.gif`). */
export function addOpenPixel(html: string, origin: string): string {
  const img =
    `<img src="${esc(`${origin}/o/${OPEN_SLOT}.gif`)}" width="1" height="1" alt="" ` +
    'style="display:block;width:1px;height:1px;border:0;margin:0;padding:0;overflow:hidden">';
  const end = html.lastIndexOf('</body>');
  return end < 0 ? html + img : html.slice(0, end) + img + html.slice(end);
}

/**
 * One recipient's copy: each slot replaced by their token. Without tokens (signing not set up) the links
 * go straight to their targets and the pixel is left out, so a mail never carries a dead slot.
 */
export function fillTrackingSlots(
  source: string,
  links: readonly TrackedLink[],
  tokens: { links: readonly string[]; open: string } | undefined,
  origin: string,
  mode: 'html' | 'text',
): string {
  if (!source.includes('JM')) return source;
  if (!tokens) {
    const prefix = escapeRe(mode === 'html' ? esc(`${origin}/c/`) : `${origin}/c/`);
    return source
      .replace(new RegExp(`${prefix}JMCLICKSLOT(\\d+)X`, 'g'), (whole, digits: string) => {
        const target = links[Number(digits)]?.target;
        return target === undefined ? whole : mode === 'html' ? esc(target) : target;
      })
      .replace(/<img src="[^"]*JMOPENSLOTX\.gif"[^>]*>/, '');
  }
  return source
    .replace(CLICK_SLOTS, (whole, digits: string) => tokens.links[Number(digits)] ?? whole)
    .split(OPEN_SLOT)
    .join(tokens.open);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
