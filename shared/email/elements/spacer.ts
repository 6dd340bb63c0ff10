import * as z from 'zod/mini';
import { css, lengthSchema } from '../css';
import { elementShape } from '../element-base';
import { TABLE, type ElementDef } from '../kit';

export const spacerSchema = z.object(elementShape('spacer', z.object({ height: z.optional(lengthSchema) })));
export type SpacerElement = z.output<typeof spacerSchema>;

/** docs/product.md › Email defaults: 20px. */
export const SPACER_DEFAULTS = { height: '20px' } as const;

/** An empty cell of fixed height; its row has no padding unless the layout gives some. */
export const spacer: ElementDef<SpacerElement> = {
  pad: [0, 0, 0, 0],
  align: 'left',
  html(el) {
    const h = css(el.properties?.height) || css(el.layout?.height) || SPACER_DEFAULTS.height;
    const px = parseInt(h, 10);
    return (
      '<table' +
      TABLE +
      ' width="100%"><tr><td' +
      (px > 0 ? ' height="' + px + '"' : '') +
      ' style="height:' +
      h +
      ';font-size:1px;line-height:1px">&nbsp;</td></tr></table>'
    );
  },
  text: () => '',
};
