import * as z from 'zod/mini';
import { elementShape, LIMITS, textOf, urlSchema } from '../element-base';
import { withUrl } from '../inline';
import { link, TABLE, type ElementDef } from '../kit';
import { isPlaceholder } from '../placeholders';
import { drawImage } from './image';

export const appStoreBadgeSchema = z.object(
  elementShape(
    'appStoreBadge',
    z.object({
      store: z.optional(z.enum(['apple', 'google'])),
      href: z.optional(urlSchema),
      src: z.optional(urlSchema),
      alt: z.optional(textOf(LIMITS.short)),
    }),
  ),
);
export type AppStoreBadgeElement = z.output<typeof appStoreBadgeSchema>;

/** docs/product.md › Email defaults: badges 135px wide. */
export const BADGE_DEFAULTS = { width: 135, height: 40, store: 'apple' } as const;
const WORDS = { apple: ['Download on the', 'App Store'], google: ['GET IT ON', 'Google Play'] } as const;

/** The store's badge image when given; otherwise a black badge drawn in HTML, which needs no hosting. */
export const appStoreBadge: ElementDef<AppStoreBadgeElement> = {
  pad: [8, 24, 8, 24],
  align: 'center',
  html(el, ctx) {
    const p = el.properties ?? {};
    const [small, big] = WORDS[p.store ?? BADGE_DEFAULTS.store];
    if (p.src !== undefined && !isPlaceholder(p.src)) {
      const img = {
        src: p.src,
        alt: p.alt ?? small + ' ' + big,
        width: String(BADGE_DEFAULTS.width),
        linkHref: p.href ?? '#',
      };
      return drawImage(img, { id: el.id, type: el.type }, ctx, BADGE_DEFAULTS.width, BADGE_DEFAULTS.height);
    }
    const words =
      small +
      '<br><span style="font-size:17px;line-height:20px;font-weight:bold;letter-spacing:0">' +
      big +
      '</span>';
    return (
      '<table' +
      TABLE +
      ' width="' +
      BADGE_DEFAULTS.width +
      '" style="width:' +
      BADGE_DEFAULTS.width +
      'px"><tr><td align="center" bgcolor="#000000" style="border-radius:7px;background-color:#000000;padding:5px 8px">' +
      link(
        p.href,
        words,
        'display:block;color:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:10px;line-height:12px;text-align:center;text-decoration:none;letter-spacing:0.3px',
        ctx,
        el,
      ) +
      '</td></tr></table>'
    );
  },
  text(el) {
    const [small, big] = WORDS[el.properties?.store ?? BADGE_DEFAULTS.store];
    return withUrl(small + ' ' + big, el.properties?.href);
  },
};
