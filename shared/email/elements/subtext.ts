import * as z from 'zod/mini';
import { alignSchema, fontFamilySchema } from '../css';
import { elementShape } from '../element-base';
import { inlineHtml, inlineText } from '../inline';
import { textCss, type ElementDef } from '../kit';

export const subtextSchema = z.object(
  elementShape(
    'subtext',
    z.object({ fontFamily: z.optional(fontFamilySchema), align: z.optional(alignSchema) }),
    1000,
  ),
);
export type SubtextElement = z.output<typeof subtextSchema>;

/** Small print under a heading or a product: 13/20px, muted grey. */
export const SUBTEXT_DEFAULTS = { size: '13px', lineHeight: '20px', color: '#6c757d' } as const;

export const subtext: ElementDef<SubtextElement> = {
  pad: [4, 24, 4, 24],
  align: 'left',
  html(el, ctx) {
    const [style, cls] = textCss(el, ctx, {
      size: SUBTEXT_DEFAULTS.size,
      lineHeight: SUBTEXT_DEFAULTS.lineHeight,
      color: SUBTEXT_DEFAULTS.color,
      font: el.properties?.fontFamily,
      style: 'text-align:' + ctx.align,
    });
    const linkStyle = 'color:inherit;text-decoration:underline';
    return (
      '<div' + cls + ' style="' + style + '">' + inlineHtml(el.content ?? '', ctx, el, linkStyle) + '</div>'
    );
  },
  text: (el) => inlineText(el.content ?? ''),
};
