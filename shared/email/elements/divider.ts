import * as z from 'zod/mini';
import { colorSchema, css, lengthSchema, toPx } from '../css';
import { elementShape } from '../element-base';
import { TABLE, type ElementDef } from '../kit';

export const dividerSchema = z.object(
  elementShape(
    'divider',
    z.object({
      color: z.optional(colorSchema),
      height: z.optional(lengthSchema),
      width: z.optional(lengthSchema),
      style: z.optional(z.enum(['solid', 'dashed', 'dotted'])),
    }),
  ),
);
export type DividerElement = z.output<typeof dividerSchema>;

/** docs/product.md › Email defaults: 1px #cccccc, 100% wide. */
export const DIVIDER_DEFAULTS = { color: '#cccccc', height: '1px', width: '100%' } as const;

/** A one-cell table whose top border is the rule; Outlook gets the width in pixels. */
export const divider: ElementDef<DividerElement> = {
  pad: [8, 24, 8, 24],
  align: 'center',
  html(el, ctx) {
    const p = el.properties;
    const width = css(p?.width) || DIVIDER_DEFAULTS.width;
    const px = Math.round(Math.min(ctx.width, toPx(width, ctx.width) || ctx.width));
    return (
      '<table' +
      TABLE +
      ' width="' +
      px +
      '" style="width:' +
      width +
      ';max-width:100%"><tr><td style="border-top:' +
      (css(p?.height) || DIVIDER_DEFAULTS.height) +
      ' ' +
      (p?.style ?? 'solid') +
      ' ' +
      (css(p?.color) || DIVIDER_DEFAULTS.color) +
      ';font-size:0;line-height:0;height:0">&nbsp;</td></tr></table>'
    );
  },
  text: () => '----------------------------------------',
};
