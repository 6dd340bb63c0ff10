import * as z from 'zod/mini';
import { elementShape, urlSchema } from '../element-base';
import type { ElementDef } from '../kit';
import { smallLinkHtml, smallLinkText } from './small-print';

export const unsubscribeSchema = z.object(
  elementShape('unsubscribe', z.object({ href: z.optional(urlSchema) }), 200),
);
export type UnsubscribeElement = z.output<typeof unsubscribeSchema>;

export const UNSUBSCRIBE_DEFAULTS = { text: 'Unsubscribe' } as const;

export const unsubscribe: ElementDef<UnsubscribeElement> = {
  pad: [4, 24, 4, 24],
  align: 'center',
  html: (el, ctx) => smallLinkHtml(el, el.properties?.href, UNSUBSCRIBE_DEFAULTS.text, ctx),
  text: (el) => smallLinkText(el, el.properties?.href, UNSUBSCRIBE_DEFAULTS.text),
};
