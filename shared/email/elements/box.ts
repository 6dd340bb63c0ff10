import * as z from 'zod/mini';
import { colorSchema, css, lengthSchema, toPx } from '../css';
import { turnsDark, bgClass } from '../dark';
import { baseShape, type Layout, type LayoutInput } from '../element-base';
import { TABLE, type ElementDef } from '../kit';
import { elementSchema, type EmailElement, type EmailElementInput } from './registry';

interface BoxProps {
  elements: EmailElement[];
  borderColor?: string | undefined;
  borderWidth?: string | undefined;
  borderRadius?: string | undefined;
  padding?: string | undefined;
}
/** A card: nested elements inside a bordered, rounded, padded box. Rendered for real. */
export interface BoxElement {
  id: string;
  type: 'box';
  content?: string | undefined;
  layout?: Layout | undefined;
  properties: BoxProps;
}
export interface BoxElementInput {
  id: string;
  type: 'box';
  content?: string | undefined;
  layout?: LayoutInput | undefined;
  properties?:
    | (Omit<BoxProps, 'elements' | 'borderWidth' | 'borderRadius' | 'padding'> & {
        elements?: EmailElementInput[] | undefined;
        borderWidth?: string | number | undefined;
        borderRadius?: string | number | undefined;
        padding?: string | number | undefined;
      })
    | undefined;
}

export const boxSchema: z.ZodMiniType<BoxElement, BoxElementInput> = z.object({
  ...baseShape('box'),
  properties: z._default(
    z.object({
      elements: z._default(z.array(z.lazy(() => elementSchema)), []),
      borderColor: z.optional(colorSchema),
      borderWidth: z.optional(lengthSchema),
      borderRadius: z.optional(lengthSchema),
      padding: z.optional(lengthSchema),
    }),
    { elements: [] },
  ),
});

export const BOX_DEFAULTS = {
  borderColor: '#dee2e6',
  borderWidth: '1px',
  borderRadius: '8px',
  padding: '16px',
} as const;

export const box: ElementDef<BoxElement> = {
  pad: [8, 24, 8, 24],
  align: 'left',
  ownBackground: true,
  html(el, ctx) {
    const p = el.properties;
    const pad = css(p.padding) || BOX_DEFAULTS.padding;
    const bw = css(p.borderWidth) || BOX_DEFAULTS.borderWidth;
    const bg = css(el.layout?.backgroundColor);
    const inner = ctx.width - 2 * ((toPx(pad, ctx.width) || 0) + (toPx(bw, ctx.width) || 0));
    const cls = bg ? bgClass(bg) : '';
    const child = {
      ...ctx,
      width: inner,
      nested: true,
      darkBg: bg ? (turnsDark(bg) ?? ctx.darkBg) : ctx.darkBg,
    };
    return (
      '<table' +
      TABLE +
      ' width="100%" style="border-collapse:separate"><tr><td' +
      (cls ? ' class="' + cls + '"' : '') +
      (bg ? ' bgcolor="' + bg + '"' : '') +
      ' style="padding:' +
      pad +
      ';border:' +
      bw +
      ' solid ' +
      (css(p.borderColor) || BOX_DEFAULTS.borderColor) +
      ';border-radius:' +
      (css(p.borderRadius) || BOX_DEFAULTS.borderRadius) +
      (bg ? ';background-color:' + bg : '') +
      '"><table' +
      TABLE +
      ' width="100%">' +
      ctx.rows(p.elements, child) +
      '</table></td></tr></table>'
    );
  },
  text: (el, children) => children(el.properties.elements),
};
