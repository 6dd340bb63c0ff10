import * as z from 'zod/mini';
import { lengthSchema, toPx } from '../css';
import { elementShape, LIMITS, textOf, urlSchema } from '../element-base';
import { attr, esc } from '../escape';
import { IMAGE_DEFAULTS, imageSize, placeholderSize } from '../image-size';
import { withUrl } from '../inline';
import { imageUrl, link, linkable, mark, TABLE, type Ctx, type ElementDef, type ElementLike } from '../kit';

export const imagePropsSchema = z.object({
  src: z.optional(urlSchema),
  alt: z.optional(textOf(LIMITS.short)),
  width: z.optional(lengthSchema),
  height: z.optional(lengthSchema),
  linkHref: z.optional(urlSchema),
  linkTarget: z.optional(z.enum(['_blank', '_self'])),
  objectFit: z.optional(z.enum(['cover', 'contain', 'fill'])),
});
export const imageSchema = z.object(
  elementShape('image', z.object({ image: z.optional(imagePropsSchema) }), 300),
);
export type ImageElement = z.output<typeof imageSchema>;
type ImageProps = z.output<typeof imagePropsSchema>;

export { IMAGE_DEFAULTS };

/**
 * Draws an image (or a placeholder box) at most `max` px wide. Shared by image, icon and badge.
 * Width and height count only as positive pixels (image values, then layout values, then 300x200);
 * the attributes carry those numbers for Outlook, while other clients scale with height:auto (a fixed
 * CSS height only with objectFit, which crops instead of stretching).
 */
export function drawImage(
  img: ImageProps,
  el: ElementLike,
  ctx: Ctx,
  fallbackW: number,
  fallbackH: number,
): string {
  const src = img.src;
  const url = imageUrl(src);
  if (url === undefined) return placeholderBox(img, el, ctx);
  const size = imageSize(img, el.layout, fallbackW, fallbackH);
  let w = size.width;
  let h = size.height;
  if (w > ctx.width) {
    h = Math.round((h * ctx.width) / w);
    w = Math.floor(ctx.width);
  }
  // An image as wide as its cell also fills the cell when columns stack on a phone (head.ts: .jm-fill).
  const fill = w >= Math.floor(ctx.width) && ctx.nested ? ' class="jm-fill"' : '';
  const margin = ctx.align === 'center' ? ';margin:0 auto' : ctx.align === 'right' ? ';margin-left:auto' : '';
  const fixed = size.heightGiven && img.objectFit !== undefined;
  const fit = fixed ? ';object-fit:' + img.objectFit : '';
  const tag =
    '<img src="' +
    esc(url) +
    '"' +
    attr('alt', img.alt ?? '') +
    fill +
    ' width="' +
    w +
    '" height="' +
    h +
    '" style="display:block;width:100%;max-width:' +
    w +
    'px;height:' +
    (fixed ? h + 'px' : 'auto') +
    fit +
    margin +
    ';border:0;outline:none;text-decoration:none">';
  const href = img.linkHref;
  if (href === undefined) return tag;
  if (!linkable(href)) return '<span' + mark(ctx, el, 'link') + ' style="display:block">' + tag + '</span>';
  return link(href, tag, 'display:block', ctx, el, undefined, img.linkTarget);
}

/** docs/product.md › Images: placeholder sizes count only as digits or %, else 100% wide; height follows 16:9. */
function placeholderBox(img: ImageProps, el: ElementLike, ctx: Ctx): string {
  const { width, height } = placeholderSize(img);
  const wpx = Math.min(ctx.width, toPx(width, ctx.width)) || ctx.width;
  const h = height.endsWith('px') ? toPx(height, 0) : Math.round(wpx * IMAGE_DEFAULTS.placeholderRatio);
  const label = esc(img.alt || 'Image');
  return (
    '<table' +
    TABLE +
    ' width="' +
    Math.round(wpx) +
    '" style="width:' +
    width +
    ';max-width:100%"><tr><td' +
    mark(ctx, el, 'image') +
    ' height="' +
    h +
    '" align="center" bgcolor="#e9ecef" style="height:' +
    h +
    'px;background-color:#e9ecef;border:1px dashed #adb5bd;color:#6c757d;font-family:Arial,sans-serif;font-size:14px;text-align:center">' +
    label +
    '</td></tr></table>'
  );
}

export const image: ElementDef<ImageElement> = {
  pad: [8, 24, 8, 24],
  align: 'center',
  html: (el, ctx) =>
    drawImage(el.properties?.image ?? {}, el, ctx, IMAGE_DEFAULTS.width, IMAGE_DEFAULTS.height),
  text(el) {
    const img = el.properties?.image;
    const alt = img?.alt ?? '';
    if (img?.linkHref !== undefined && linkable(img.linkHref)) return withUrl(alt || 'Image', img.linkHref);
    return alt ? '[' + alt + ']' : '';
  },
};
