import { css } from '../css';
import { esc } from '../escape';
import { withUrl } from '../inline';
import { contentOr, link, textCss, type Ctx, type ElementLike } from '../kit';

/** docs/product.md › Email defaults: unsubscribe, preferences and footer text are 12px, colour #6c757d. */
export const SMALL_PRINT = { size: '12px', lineHeight: '18px', color: '#6c757d' } as const;

export const smallPrintStyle = (el: ElementLike, ctx: Ctx): [string, string] =>
  textCss(el, ctx, {
    size: SMALL_PRINT.size,
    lineHeight: SMALL_PRINT.lineHeight,
    color: SMALL_PRINT.color,
    style: 'text-align:' + ctx.align,
  });

/** The link style inside small print: the text's own colour, underlined. */
export const smallLinkStyle = (el: ElementLike): string =>
  'color:' + (css(el.layout?.color) || SMALL_PRINT.color) + ';text-decoration:underline';

/** One labelled link in small print: unsubscribe and preferences. */
export function smallLinkHtml(el: ElementLike, href: string | undefined, fallback: string, ctx: Ctx): string {
  const [style, cls] = smallPrintStyle(el, ctx);
  return (
    '<div' +
    cls +
    ' style="' +
    style +
    '">' +
    link(href, esc(contentOr(el, fallback)), smallLinkStyle(el), ctx, el) +
    '</div>'
  );
}

export const smallLinkText = (el: ElementLike, href: string | undefined, fallback: string): string =>
  withUrl(contentOr(el, fallback), href);
