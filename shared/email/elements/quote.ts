import * as z from 'zod/mini';
import { alignSchema, colorSchema, css, fontFamilySchema } from '../css';
import { elementShape, LIMITS, textOf } from '../element-base';
import { esc } from '../escape';
import { inlineHtml, inlineText } from '../inline';
import { TABLE, textCss, type ElementDef } from '../kit';

export const quoteSchema = z.object(
  elementShape(
    'quote',
    z.object({
      citation: z.optional(textOf(LIMITS.short)),
      borderColor: z.optional(colorSchema),
      fontFamily: z.optional(fontFamilySchema),
      align: z.optional(alignSchema),
    }),
    1000,
  ),
);
export type QuoteElement = z.output<typeof quoteSchema>;

export const QUOTE_DEFAULTS = {
  borderColor: '#dee2e6',
  size: '18px',
  lineHeight: '28px',
  citationColor: '#6c757d',
} as const;

/** A pull quote: a left rule, italic text and an optional citation. */
export const quote: ElementDef<QuoteElement> = {
  pad: [8, 24, 8, 24],
  align: 'left',
  html(el, ctx) {
    const p = el.properties;
    const [style, cls] = textCss(el, ctx, {
      size: QUOTE_DEFAULTS.size,
      lineHeight: QUOTE_DEFAULTS.lineHeight,
      font: p?.fontFamily,
      style: 'font-style:italic;text-align:' + ctx.align,
    });
    const [cStyle, cCls] = textCss({ id: el.id, type: 'quote' }, ctx, {
      size: '14px',
      lineHeight: '20px',
      color: QUOTE_DEFAULTS.citationColor,
      style: 'padding-top:8px;text-align:' + ctx.align,
    });
    const cite = p?.citation
      ? '<div' + cCls + ' style="' + cStyle + '">&mdash; ' + esc(p.citation) + '</div>'
      : '';
    return (
      '<table' +
      TABLE +
      ' width="100%"><tr><td style="border-left:4px solid ' +
      (css(p?.borderColor) || QUOTE_DEFAULTS.borderColor) +
      ';padding:4px 0 4px 16px"><div' +
      cls +
      ' style="' +
      style +
      '">' +
      inlineHtml(el.content ?? '', ctx, el, 'color:inherit;text-decoration:underline') +
      '</div>' +
      cite +
      '</td></tr></table>'
    );
  },
  text(el) {
    const body = inlineText(el.content ?? '')
      .split('\n')
      .map((l) => '> ' + l)
      .join('\n');
    return el.properties?.citation ? body + '\n> -- ' + el.properties.citation : body;
  },
};
