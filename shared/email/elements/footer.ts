import * as z from 'zod/mini';
import { elementShape, LIMITS, linkSchema } from '../element-base';
import { esc } from '../escape';
import { inlineHtml, inlineText, withUrl } from '../inline';
import { link, type ElementDef } from '../kit';
import { smallLinkStyle, smallPrintStyle } from './small-print';

export const footerSchema = z.object(
  elementShape(
    'footer',
    z.object({ links: z.optional(z.array(linkSchema).check(z.maxLength(LIMITS.links))) }),
    1000,
  ),
);
export type FooterElement = z.output<typeof footerSchema>;

/** Small print (company, address, why you get this email) and a row of links, 12px #6c757d. */
export const footer: ElementDef<FooterElement> = {
  pad: [8, 24, 8, 24],
  align: 'center',
  html(el, ctx) {
    const [style, cls] = smallPrintStyle(el, ctx);
    const ls = smallLinkStyle(el);
    const links = el.properties?.links ?? [];
    let row = '';
    for (let i = 0; i < links.length; i++)
      row += (i ? ' &middot; ' : '') + link(links[i]!.href, esc(links[i]!.text), ls, ctx, el, i);
    const body = inlineHtml(el.content ?? '', ctx, el, ls);
    return (
      '<div' + cls + ' style="' + style + '">' + body + (row ? (body ? '<br>' : '') + row : '') + '</div>'
    );
  },
  text(el) {
    const links = (el.properties?.links ?? []).map((l) => withUrl(l.text, l.href)).join(' | ');
    return [inlineText(el.content ?? ''), links].filter(Boolean).join('\n');
  },
};
