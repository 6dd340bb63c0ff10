import * as z from 'zod/mini';
import { elementShape, LIMITS, textOf, urlSchema } from '../element-base';
import { attr, esc } from '../escape';
import { withUrl } from '../inline';
import { imageUrl, link, TABLE, type ElementDef } from '../kit';

/** Known platforms: display name, brand colour, letter for the image-free badge. */
const PLATFORMS: Record<string, [string, string, string]> = {
  facebook: ['Facebook', '#1877f2', 'f'],
  instagram: ['Instagram', '#e4405f', 'IG'],
  x: ['X', '#000000', 'X'],
  twitter: ['Twitter', '#1da1f2', 't'],
  linkedin: ['LinkedIn', '#0a66c2', 'in'],
  youtube: ['YouTube', '#ff0000', '&#9654;'],
  tiktok: ['TikTok', '#000000', 'T'],
  pinterest: ['Pinterest', '#bd081c', 'P'],
  github: ['GitHub', '#181717', 'GH'],
  threads: ['Threads', '#000000', '@'],
  whatsapp: ['WhatsApp', '#25d366', 'W'],
  website: ['Website', '#495057', 'www'],
  email: ['Email', '#495057', '@'],
};

const socialLinkSchema = z.object({
  platform: textOf(40),
  href: z.optional(urlSchema),
  iconSrc: z.optional(urlSchema),
  label: z.optional(textOf(LIMITS.short)),
});
export const socialSchema = z.object(
  elementShape(
    'social',
    z.object({
      links: z.optional(z.array(socialLinkSchema).check(z.maxLength(LIMITS.links))),
      iconStyle: z.optional(z.enum(['color', 'dark', 'light'])),
    }),
  ),
);
export type SocialElement = z.output<typeof socialSchema>;

/** docs/product.md › Email defaults: icons 32px wide, padding 0 5px. */
export const SOCIAL_DEFAULTS = { size: 32, padding: '0 5px', iconStyle: 'color' } as const;

const platformOf = (name: string): [string, string, string] =>
  PLATFORMS[name.toLowerCase()] ?? [name, '#495057', esc(name.slice(0, 1).toUpperCase())];

/**
 * A row of icon links, one table cell each. With an iconSrc the icon is that image; without, a round
 * badge in the brand colour with a letter, so the row works with images blocked or no icon hosting.
 */
export const social: ElementDef<SocialElement> = {
  pad: [8, 24, 8, 24],
  align: 'center',
  html(el, ctx) {
    const p = el.properties;
    const links = p?.links ?? [];
    const mode = p?.iconStyle ?? SOCIAL_DEFAULTS.iconStyle;
    const s = SOCIAL_DEFAULTS.size;
    let cells = '';
    for (let i = 0; i < links.length; i++) {
      const l = links[i]!;
      const [name, brand, letter] = platformOf(l.platform);
      const label = l.label ?? name;
      let inner: string;
      const src = imageUrl(l.iconSrc);
      if (src !== undefined) {
        const img =
          '<img src="' +
          esc(src) +
          '"' +
          attr('alt', label) +
          ' width="' +
          s +
          '" height="' +
          s +
          '" style="display:block;width:' +
          s +
          'px;height:' +
          s +
          'px;border:0">';
        inner = link(l.href, img, 'display:block', ctx, el, i);
      } else {
        const bg = mode === 'color' ? brand : mode === 'dark' ? '#343a40' : '#ffffff';
        const fg = mode === 'light' ? '#343a40' : '#ffffff';
        inner =
          '<table' +
          TABLE +
          '><tr><td width="' +
          s +
          '" height="' +
          s +
          '" align="center" bgcolor="' +
          bg +
          '" style="width:' +
          s +
          'px;height:' +
          s +
          'px;border-radius:' +
          s / 2 +
          'px;background-color:' +
          bg +
          (mode === 'light' ? ';border:1px solid #ced4da' : '') +
          '">' +
          link(
            l.href,
            letter,
            'display:block;color:' +
              fg +
              ';font-family:Arial,sans-serif;font-size:13px;font-weight:bold;line-height:' +
              s +
              'px;text-decoration:none',
            ctx,
            el,
            i,
            undefined,
            attr('title', label) + attr('aria-label', label),
          ) +
          '</td></tr></table>';
      }
      cells += '<td style="padding:' + SOCIAL_DEFAULTS.padding + '">' + inner + '</td>';
    }
    return '<table' + TABLE + '><tr>' + cells + '</tr></table>';
  },
  text: (el) =>
    (el.properties?.links ?? []).map((l) => withUrl(l.label ?? platformOf(l.platform)[0], l.href)).join('\n'),
};
