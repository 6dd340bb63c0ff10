import { esc } from './escape';
import type { Ctx, ElementLike } from './kit';
import { link, linkUrl } from './kit';

/**
 * The little markup text may carry: **bold**, [label](url) and line breaks. Everything else is text
 * and is escaped; a link with a placeholder or unsafe URL becomes a plain (marked) span.
 */
const INLINE = /\[([^\]\n]{1,300})\]\(([^()\s]{1,2048})\)|\*\*([^*\n]{1,500})\*\*/g;
const MARKUP = /[[*]/;

const plain = (s: string): string => (s.includes('\n') ? esc(s).replace(/\r?\n/g, '<br>') : esc(s));

export function inlineHtml(src: string, ctx: Ctx, el: ElementLike, linkStyle: string): string {
  if (!MARKUP.test(src)) return plain(src);
  let out = '';
  let last = 0;
  let n = 0;
  INLINE.lastIndex = 0;
  for (let m = INLINE.exec(src); m; m = INLINE.exec(src)) {
    out += plain(src.slice(last, m.index));
    out +=
      m[1] !== undefined
        ? link(m[2], plain(m[1]), linkStyle, ctx, el, n++)
        : '<strong>' + plain(m[3] ?? '') + '</strong>';
    last = INLINE.lastIndex;
  }
  return out + plain(src.slice(last));
}

/** The URLs of the [label](url) links in a text, as inlineHtml reads them. */
export function inlineLinkUrls(src: string): string[] {
  if (!MARKUP.test(src)) return [];
  return [...src.matchAll(INLINE)].flatMap((m) => (m[2] !== undefined ? [m[2]] : []));
}

/** The same markup as plain text: "label (url)", bold without stars. */
export function inlineText(src: string): string {
  if (!MARKUP.test(src)) return src;
  return src.replace(
    INLINE,
    (_m, label: string | undefined, url: string | undefined, bold: string | undefined) =>
      label !== undefined ? withUrl(label, url) : (bold ?? ''),
  );
}

/** "text (url)" for a usable link, "text" otherwise. */
export function withUrl(text: string, href: string | undefined): string {
  const url = linkUrl(href);
  return url === undefined || url.startsWith('#') ? text : text ? text + ' (' + url + ')' : url;
}
