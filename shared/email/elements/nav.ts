import * as z from 'zod/mini';
import { colorSchema, css } from '../css';
import { fgClass } from '../dark';
import { elementShape, LIMITS, linkSchema } from '../element-base';
import { esc } from '../escape';
import { withUrl } from '../inline';
import { link, textCss, type ElementDef } from '../kit';

export const navSchema = z.object(
  elementShape(
    'nav',
    z.object({
      links: z.optional(z.array(linkSchema).check(z.maxLength(LIMITS.links))),
      linkColor: z.optional(colorSchema),
    }),
  ),
);
export type NavElement = z.output<typeof navSchema>;

/** docs/product.md › Email defaults: nav link padding 0 10px. */
export const NAV_DEFAULTS = { linkPadding: '0 10px', size: '14px', lineHeight: '28px' } as const;

/** Inline links that wrap on narrow screens; Outlook, which drops link padding, gets spaces instead. */
export const nav: ElementDef<NavElement> = {
  pad: [8, 24, 8, 24],
  align: 'center',
  html(el, ctx) {
    const [style, cls] = textCss(el, ctx, {
      size: NAV_DEFAULTS.size,
      lineHeight: NAV_DEFAULTS.lineHeight,
      weight: 'bold',
    });
    const color = css(el.properties?.linkColor) || 'inherit';
    const dark = color === 'inherit' ? '' : fgClass(color, ctx.darkBg);
    const extra = dark ? ' class="' + dark + '"' : '';
    const linkStyle =
      'display:inline-block;padding:' +
      NAV_DEFAULTS.linkPadding +
      ';color:' +
      color +
      ';text-decoration:none';
    const links = el.properties?.links ?? [];
    let out = '';
    for (let i = 0; i < links.length; i++) {
      const l = links[i]!;
      out +=
        (i ? ' <!--[if mso]>&nbsp;&nbsp;&nbsp;<![endif]-->' : '') +
        link(l.href, esc(l.text), linkStyle, ctx, el, i, undefined, extra);
    }
    return '<div' + cls + ' style="' + style + ';text-align:' + ctx.align + '">' + out + '</div>';
  },
  text: (el) => (el.properties?.links ?? []).map((l) => withUrl(l.text, l.href)).join(' | '),
};
