import * as z from 'zod/mini';
import { elementShape } from '../element-base';
import { esc } from '../escape';
import type { ElementDef } from '../kit';

export const previewTextSchema = z.object(elementShape('previewText', z.object({}), 300));
export type PreviewTextElement = z.output<typeof previewTextSchema>;

/** docs/product.md › Email defaults: padded with 100 invisible spacer entities, so the inbox preview shows nothing else. */
export const PREVIEW_SPACER = '&#847;&zwnj;&nbsp;';
const PADDING = PREVIEW_SPACER.repeat(100);

/** The hidden block at the top of the body; render-html places it, wherever the element sits. */
export const previewTextHtml = (content: string): string =>
  '<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all">' +
  esc(content) +
  PADDING +
  '</div>';

/** Renders nothing in place. */
export const previewText: ElementDef<PreviewTextElement> = {
  pad: [0, 0, 0, 0],
  align: 'left',
  html: () => '',
  text: () => '',
};
