import type { Align } from './css';
import { css } from './css';
import { fgClass } from './dark';
import type { Layout } from './element-base';
import { attr, esc } from './escape';
import { isPlaceholder } from './placeholders';
import { safeUrl } from './safe-url';

export type Highlight = 'add' | 'edit';

/** What an element renderer knows about where it is drawn. Built once per element by render-html. */
export interface Ctx {
  readonly mode: 'preview' | 'send';
  readonly highlights: Readonly<Record<string, Highlight>> | undefined;
  /** Pixels available inside the element's cell, after its padding. */
  readonly width: number;
  readonly align: Align;
  /** Inherited font list and text colour, already CSS-safe. */
  readonly font: string;
  readonly color: string;
  /** Whether the background under this element turns dark in dark mode. */
  readonly darkBg: boolean;
  readonly nested: boolean;
  /** Renders child elements as table rows (used by container, box and columns). */
  readonly rows: (elements: readonly unknown[], ctx: Ctx) => string;
}

/** Schema-free view of an element, enough for the shared helpers. */
export interface ElementLike {
  id: string;
  type: string;
  content?: string | undefined;
  layout?: Layout | undefined;
}

export interface ElementDef<E> {
  /** Default padding, px: top, right, bottom, left (top-level; nested elements get no side padding). */
  readonly pad: readonly [number, number, number, number];
  readonly align: Align;
  /** Set when the element paints layout.backgroundColor itself (the row then leaves it alone). */
  readonly ownBackground?: boolean;
  html(el: E, ctx: Ctx): string;
  /** Plain text; `children` renders nested elements (container, box, columns). */
  text(el: E, children: (elements: readonly unknown[]) => string): string;
}

export const TABLE = ' role="presentation" border="0" cellpadding="0" cellspacing="0"';

const hrefCache = new Map<string, string | undefined>();

/** The URL to write for a link, or undefined for a placeholder or unsafe one. Memoised. */
export function linkUrl(href: string | undefined): string | undefined {
  if (href === undefined) return undefined;
  if (hrefCache.has(href)) return hrefCache.get(href);
  const url = isPlaceholder(href) ? undefined : safeUrl(href);
  if (hrefCache.size < 4096) hrefCache.set(href, url);
  return url;
}

/** The URL to write as an image source (http or https only), or undefined. */
export function imageUrl(src: string | undefined): string | undefined {
  const url = linkUrl(src);
  return url !== undefined && /^https?:/i.test(url) ? url : undefined;
}

/** Whether a URL renders as a working link (not a placeholder, and safe). */
export const linkable = (href: string | undefined): boolean => linkUrl(href) !== undefined;

/** Preview-only attributes that let the editor open its link modal or file picker. */
export function mark(ctx: Ctx, el: ElementLike, kind: 'image' | 'link', index?: number): string {
  if (ctx.mode !== 'preview') return '';
  return ' data-placeholder="' + kind + '"' + attr('data-element-id', el.id) + attr('data-link-index', index);
}

/**
 * A link, or for a placeholder or unsafe URL a non-clickable span (marked in preview). `inner` and
 * `extra` (more attributes) are HTML.
 */
export function link(
  href: string | undefined,
  inner: string,
  style: string,
  ctx: Ctx,
  el: ElementLike,
  index?: number,
  target = '_blank',
  extra = '',
): string {
  const url = linkUrl(href);
  const st = style ? ' style="' + style + '"' : '';
  if (url === undefined) return '<span' + mark(ctx, el, 'link', index) + extra + st + '>' + inner + '</span>';
  const t = target === '_self' || /^(#|mailto:|tel:)/i.test(url) ? '' : ' target="_blank" rel="noopener"';
  return '<a href="' + esc(url) + '"' + t + extra + st + '>' + inner + '</a>';
}

export interface TextLook {
  size: string;
  lineHeight: string;
  weight?: string | undefined;
  color?: string | undefined;
  font?: string | undefined;
  style?: string | undefined;
}

/**
 * Font declarations for a block of text, layout values first, then the element's defaults, then what
 * the section inherits; returns [style, class attribute].
 */
export function textCss(el: ElementLike, ctx: Ctx, d: TextLook): [string, string] {
  const L = el.layout;
  const color = css(L?.color) || css(d.color) || ctx.color;
  const weight = css(L?.fontWeight) || d.weight;
  let s =
    'margin:0;font-family:' +
    (css(d.font) || ctx.font) +
    ';font-size:' +
    (css(L?.fontSize) || d.size) +
    ';line-height:' +
    (css(L?.lineHeight) || d.lineHeight) +
    ';color:' +
    color;
  if (weight) s += ';font-weight:' + weight;
  if (d.style) s += ';' + d.style;
  const cls = fgClass(color, ctx.darkBg);
  return [s, cls ? ' class="' + cls + '"' : ''];
}

/** The trimmed content or a default. */
export const contentOr = (el: ElementLike, fallback: string): string =>
  el.content !== undefined && el.content.trim() !== '' ? el.content : fallback;
