import * as z from 'zod/mini';
import { alignSchema, colorSchema, css, fontFamilySchema } from '../css';
import { elementShape } from '../element-base';
import { inlineHtml, inlineText } from '../inline';
import { textCss, type ElementDef } from '../kit';

export const textSchema = z.object(
  elementShape(
    'text',
    z.object({
      fontFamily: z.optional(fontFamilySchema),
      align: z.optional(alignSchema),
      linkColor: z.optional(colorSchema),
    }),
  ),
);
export type TextElement = z.output<typeof textSchema>;

/** docs/product.md › Email defaults: text aligns left. Body copy at 16/24px; links blue and underlined. */
export const TEXT_DEFAULTS = {
  align: 'left',
  size: '16px',
  lineHeight: '24px',
  linkColor: '#007bff',
} as const;

export const text: ElementDef<TextElement> = {
  pad: [8, 24, 8, 24],
  align: TEXT_DEFAULTS.align,
  html(el, ctx) {
    const p = el.properties;
    const [style, cls] = textCss(el, ctx, {
      size: TEXT_DEFAULTS.size,
      lineHeight: TEXT_DEFAULTS.lineHeight,
      font: p?.fontFamily,
      style: 'text-align:' + ctx.align,
    });
    const linkStyle =
      'color:' + (css(p?.linkColor) || TEXT_DEFAULTS.linkColor) + ';text-decoration:underline';
    return (
      '<div' + cls + ' style="' + style + '">' + inlineHtml(el.content ?? '', ctx, el, linkStyle) + '</div>'
    );
  },
  text: (el) => inlineText(el.content ?? ''),
};
