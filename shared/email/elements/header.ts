import * as z from 'zod/mini';
import { alignSchema, colorSchema, css, fontFamilySchema } from '../css';
import { elementShape } from '../element-base';
import { inlineHtml, inlineText } from '../inline';
import { contentOr, textCss, type ElementDef } from '../kit';

const levels = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export const headerSchema = z.object(
  elementShape(
    'header',
    z.object({
      level: z.optional(z.enum(levels)),
      fontFamily: z.optional(fontFamilySchema),
      align: z.optional(alignSchema),
      linkColor: z.optional(colorSchema),
    }),
    500,
  ),
);
export type HeaderElement = z.output<typeof headerSchema>;

/** docs/product.md › Email defaults: level h2 by default. Sizes and line heights per level. */
export const HEADER_DEFAULTS = { level: 'h2' } as const;
const SIZES: Record<(typeof levels)[number], [string, string]> = {
  h1: ['32px', '40px'],
  h2: ['26px', '34px'],
  h3: ['22px', '30px'],
  h4: ['18px', '26px'],
  h5: ['16px', '24px'],
  h6: ['14px', '20px'],
};

export const header: ElementDef<HeaderElement> = {
  pad: [8, 24, 8, 24],
  align: 'left',
  html(el, ctx) {
    const p = el.properties;
    const level = p?.level ?? HEADER_DEFAULTS.level;
    const [size, lineHeight] = SIZES[level];
    const [style, cls] = textCss(el, ctx, {
      size,
      lineHeight,
      weight: 'bold',
      font: p?.fontFamily,
      style: 'text-align:' + ctx.align,
    });
    const linkStyle = 'color:' + (css(p?.linkColor) || 'inherit') + ';text-decoration:underline';
    return (
      '<' +
      level +
      cls +
      ' style="' +
      style +
      '">' +
      inlineHtml(contentOr(el, ''), ctx, el, linkStyle) +
      '</' +
      level +
      '>'
    );
  },
  text: (el) => inlineText(el.content ?? ''),
};
