import * as z from 'zod/mini';
import { lengthSchema, positivePx } from '../css';
import { elementShape, LIMITS, textOf, urlSchema } from '../element-base';
import { withUrl } from '../inline';
import { linkable, type ElementDef } from '../kit';
import { drawImage } from './image';

export const iconSchema = z.object(
  elementShape(
    'icon',
    z.object({
      src: z.optional(urlSchema),
      alt: z.optional(textOf(LIMITS.short)),
      size: z.optional(lengthSchema),
      linkHref: z.optional(urlSchema),
    }),
  ),
);
export type IconElement = z.output<typeof iconSchema>;

export const ICON_DEFAULTS = { size: 48 } as const;

/** A small square image (a feature icon, a logo mark), 48px unless told otherwise. */
export const icon: ElementDef<IconElement> = {
  pad: [8, 24, 8, 24],
  align: 'center',
  html(el, ctx) {
    const p = el.properties ?? {};
    const size = positivePx(p.size) ?? ICON_DEFAULTS.size;
    const img = { src: p.src, alt: p.alt, width: String(size), height: String(size), linkHref: p.linkHref };
    return drawImage(img, { id: el.id, type: el.type }, ctx, size, size);
  },
  text: (el) =>
    el.properties?.linkHref && linkable(el.properties.linkHref)
      ? withUrl(el.properties.alt ?? '', el.properties.linkHref)
      : '',
};
