import { css, toPx, type Align } from './css';
import { bgClass, turnsDark } from './dark';
import type { EmailDocument, EmailSection } from './document';
import { DEFAULT_NAME, GLOBAL_DEFAULTS } from './document';
import type { Layout } from './element-base';
import { defOf, type EmailElement } from './elements/registry';
import { previewTextHtml } from './elements/preview-text';
import { unknownComment } from './elements/unknown';
import { attr } from './escape';
import { head } from './head';
import { TABLE, type Ctx, type Highlight } from './kit';

export interface RenderOptions {
  /** 'preview' (the editor: data attributes on elements and placeholders, highlights) or 'send'. */
  mode?: 'preview' | 'send';
  /** Preview only: element or section id -> 'add' (green dashed outline) or 'edit' (yellow solid). */
  highlights?: Readonly<Record<string, Highlight>>;
  /**
   * 'auto' (default): dark styles apply when the reader's client prefers a dark scheme. 'always': they
   * apply unconditionally and 'never': not at all, so an editor preview shows the light or the dark
   * rendering as its switch says, whatever the viewer's OS prefers.
   */
  dark?: 'auto' | 'always' | 'never';
}

const OUTLINE: Record<Highlight, string> = {
  add: ';outline:2px dashed #28a745;outline-offset:-2px',
  edit: ';outline:2px solid #ffc107;outline-offset:-2px',
};
const NO_LAYOUT: Layout = {};

/** CSS padding shorthand -> [top, right, bottom, left]. */
function sides(v: string | undefined): string[] | undefined {
  if (v === undefined || css(v) === '') return undefined;
  const p = v.split(/\s+/).map(css);
  return [p[0]!, p[1] ?? p[0]!, p[2] ?? p[0]!, p[3] ?? p[1] ?? p[0]!];
}
const px = (n: number): string => (n ? n + 'px' : '0');
const num = (v: string, base: number): number => toPx(v, base) || 0;

function rows(elements: readonly unknown[], ctx: Ctx): string {
  let out = '';
  for (const el of elements as readonly EmailElement[]) out += row(el, ctx);
  return out;
}

/** One element as a table row: padding, background, alignment and (preview) id and highlight. */
function row(el: EmailElement, ctx: Ctx): string {
  if (el.type === 'unknown') return unknownComment(el);
  if (el.type === 'previewText') return '';
  const def = defOf(el);
  const L = el.layout ?? NO_LAYOUT;
  const d = def.pad;
  const sh = sides(L.padding);
  const side = (v: string | undefined, i: 0 | 1 | 2 | 3): string =>
    css(v) || sh?.[i] || px(ctx.nested && (i === 1 || i === 3) ? 0 : d[i]);
  const pt = side(L.paddingTop, 0);
  const pr = side(L.paddingRight, 1);
  const pb = side(L.paddingBottom, 2);
  const pl = side(L.paddingLeft, 3);
  const align = ((el.properties as { align?: Align } | undefined)?.align ?? L.align ?? def.align) as Align;
  const bg = def.ownBackground ? '' : css(L.backgroundColor);
  const child: Ctx = {
    ...ctx,
    width: Math.max(40, ctx.width - num(pl, ctx.width) - num(pr, ctx.width)),
    align,
    darkBg: bg ? (turnsDark(bg) ?? ctx.darkBg) : ctx.darkBg,
  };
  let style = 'padding:' + pt + ' ' + pr + ' ' + pb + ' ' + pl;
  let attrs = ' align="' + align + '"';
  if (bg) {
    style += ';background-color:' + bg;
    attrs += ' bgcolor="' + bg + '"';
    const cls = bgClass(bg);
    if (cls) attrs += ' class="' + cls + '"';
    const radius = css(L.borderRadius);
    if (radius) style += ';border-radius:' + radius;
  }
  if (ctx.mode === 'preview') {
    attrs += attr('data-element-id', el.id);
    const h = ctx.highlights?.[el.id];
    if (h) style += OUTLINE[h];
  }
  return '<tr><td' + attrs + ' style="' + style + '">' + def.html(el, child) + '</td></tr>';
}

/** A section: a row of the content table, its styles on the cell, its elements in a nested table. */
function section(s: EmailSection, ctx: Ctx): string {
  const st = s.styles ?? {};
  const sh = sides(st.padding);
  const pt = css(st.paddingTop) || sh?.[0] || '16px';
  const pr = css(st.paddingRight) || sh?.[1] || '0';
  const pb = css(st.paddingBottom) || sh?.[2] || '16px';
  const pl = css(st.paddingLeft) || sh?.[3] || '0';
  const bg = css(st.backgroundColor);
  const color = css(st.color);
  const font = css(st.fontFamily);
  let style = 'padding:' + pt + ' ' + pr + ' ' + pb + ' ' + pl;
  let attrs = '';
  if (bg) {
    style += ';background-color:' + bg;
    attrs += ' bgcolor="' + bg + '"';
    const cls = bgClass(bg);
    if (cls) attrs += ' class="' + cls + '"';
  }
  for (const [k, v] of [
    ['border', st.border],
    ['border-top', st.borderTop],
    ['border-bottom', st.borderBottom],
    ['border-radius', st.borderRadius],
  ] as const) {
    const c = css(v);
    if (c) style += ';' + k + ':' + c;
  }
  if (ctx.mode === 'preview') {
    attrs += attr('data-section-id', s.id);
    const h = ctx.highlights?.[s.id];
    if (h) style += OUTLINE[h];
  }
  const inner: Ctx = {
    ...ctx,
    width: ctx.width - num(pl, ctx.width) - num(pr, ctx.width),
    color: color || ctx.color,
    font: font || ctx.font,
    darkBg: bg ? (turnsDark(bg) ?? ctx.darkBg) : ctx.darkBg,
  };
  return (
    '<tr><td' +
    attrs +
    ' style="' +
    style +
    '"><table' +
    TABLE +
    ' width="100%">' +
    rows(s.elements, inner) +
    '</table></td></tr>'
  );
}

function findPreviewText(doc: EmailDocument): string | undefined {
  for (const s of doc.sections)
    for (const el of s.elements) if (el.type === 'previewText' && el.content) return el.content;
  return undefined;
}

/** The content width in pixels (spec: 600px by default; it is also the mobile breakpoint). */
export function contentWidth(doc: EmailDocument): number {
  const w = toPx(doc.globalStyles.contentWidth, 600);
  return w >= 320 && w <= 1200 ? Math.round(w) : 600;
}

/**
 * The email as HTML: table layout, inline styles, escaped text, safe URLs, preview text, mobile
 * stacking, dark-mode classes, Outlook conditional tables. Pure and fast: it takes a document already
 * validated by parseEmailDocument (or built in code from the typed model) and does no parsing itself.
 */
export function renderEmailHtml(doc: EmailDocument, options: RenderOptions = {}): string {
  const g = doc.globalStyles;
  const width = contentWidth(doc);
  const bg = css(g.bodyBackgroundColor) || GLOBAL_DEFAULTS.bodyBackgroundColor;
  const ctx: Ctx = {
    mode: options.mode ?? 'send',
    highlights: options.highlights,
    width,
    align: 'left',
    font: css(g.bodyFontFamily) || GLOBAL_DEFAULTS.bodyFontFamily,
    color: css(g.bodyTextColor) || GLOBAL_DEFAULTS.bodyTextColor,
    darkBg: turnsDark(bg) ?? false,
    nested: false,
    rows,
  };
  const cls = bgClass(bg);
  const clsAttr = cls ? ' class="' + cls + '"' : '';
  const preview = findPreviewText(doc);
  let body = '';
  for (const s of doc.sections) body += section(s, ctx);
  return (
    head(doc.name || DEFAULT_NAME, width, options.dark) +
    '<body' +
    clsAttr +
    ' style="margin:0;padding:0;word-spacing:normal;background-color:' +
    bg +
    '">' +
    (preview ? previewTextHtml(preview) : '') +
    '<table' +
    TABLE +
    ' width="100%"' +
    clsAttr +
    ' bgcolor="' +
    bg +
    '" style="background-color:' +
    bg +
    '"><tr><td align="center">' +
    '<!--[if mso]><table' +
    TABLE +
    ' align="center" width="' +
    width +
    '"><tr><td><![endif]-->' +
    '<table' +
    TABLE +
    ' width="100%" style="max-width:' +
    width +
    'px;margin:0 auto;font-family:' +
    ctx.font +
    ';color:' +
    ctx.color +
    '">' +
    body +
    '</table><!--[if mso]></td></tr></table><![endif]--></td></tr></table></body></html>'
  );
}
