import * as z from 'zod/mini';
import { borderSchema, colorSchema, css, fontWeightSchema, lengthSchema, spacingSchema } from '../css';
import { elementShape, urlSchema } from '../element-base';
import { esc } from '../escape';
import { withUrl } from '../inline';
import { contentOr, link, linkable, mark, TABLE, type ElementDef } from '../kit';

export const buttonPropsSchema = z.object({
  href: z.optional(urlSchema),
  target: z.optional(z.enum(['_blank', '_self'])),
  textColor: z.optional(colorSchema),
  backgroundColor: z.optional(colorSchema),
  borderRadius: z.optional(lengthSchema),
  border: z.optional(borderSchema),
  padding: z.optional(spacingSchema),
  fontSize: z.optional(lengthSchema),
  fontWeight: z.optional(fontWeightSchema),
});
export const buttonSchema = z.object(
  elementShape('button', z.object({ button: z.optional(buttonPropsSchema) }), 200),
);
export type ButtonElement = z.output<typeof buttonSchema>;

/** Button defaults (docs/product.md › Email defaults). */
export const BUTTON_DEFAULTS = {
  text: 'Button',
  href: '#',
  target: '_blank',
  textColor: '#ffffff',
  backgroundColor: '#007bff',
  borderRadius: '0',
  padding: '10px 25px',
} as const;

/**
 * The bulletproof button of MJML: a one-cell table whose cell carries the colour (and, for Outlook,
 * the padding via mso-padding-alt) around a padded link, so the whole button is clickable elsewhere.
 * A placeholder or unsafe link renders as the same box, not clickable, labelled "(Link Required)".
 */
export const button: ElementDef<ButtonElement> = {
  pad: [12, 24, 12, 24],
  align: 'center',
  html(el, ctx) {
    const b = el.properties?.button;
    const bg = css(b?.backgroundColor) || BUTTON_DEFAULTS.backgroundColor;
    const radius = css(b?.borderRadius) || BUTTON_DEFAULTS.borderRadius;
    const pad = css(b?.padding) || BUTTON_DEFAULTS.padding;
    const border = css(b?.border);
    const full = el.layout?.width === '100%';
    const href = b?.href ?? BUTTON_DEFAULTS.href;
    const style =
      'display:' +
      (full ? 'block' : 'inline-block') +
      ';padding:' +
      pad +
      ';mso-padding-alt:0;background-color:' +
      bg +
      ';color:' +
      (css(b?.textColor) || BUTTON_DEFAULTS.textColor) +
      ';font-family:' +
      ctx.font +
      ';font-size:' +
      (css(b?.fontSize) || css(el.layout?.fontSize) || '16px') +
      ';font-weight:' +
      (css(b?.fontWeight) || 'bold') +
      ';line-height:20px;text-decoration:none;text-align:center;border-radius:' +
      radius;
    const label = esc(contentOr(el, BUTTON_DEFAULTS.text));
    const inner = linkable(href)
      ? link(href, label, style, ctx, el, undefined, b?.target ?? BUTTON_DEFAULTS.target)
      : '<span' + mark(ctx, el, 'link') + ' style="' + style + '">' + label + ' (Link Required)</span>';
    return (
      '<table' +
      TABLE +
      (full ? ' width="100%"' : '') +
      ' style="border-collapse:separate' +
      (full ? ';width:100%' : '') +
      '"><tr><td align="center" bgcolor="' +
      bg +
      '" style="border-radius:' +
      radius +
      ';background-color:' +
      bg +
      ';mso-padding-alt:' +
      pad +
      (border ? ';border:' + border : '') +
      '">' +
      inner +
      '</td></tr></table>'
    );
  },
  text(el) {
    const label = contentOr(el, BUTTON_DEFAULTS.text);
    const href = el.properties?.button?.href ?? BUTTON_DEFAULTS.href;
    return linkable(href) ? withUrl(label, href) : label + ' (Link Required)';
  },
};
