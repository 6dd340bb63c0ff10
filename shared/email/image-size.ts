import { positivePx } from './css';
import type { Layout } from './element-base';

/** docs/product.md › Images, Email defaults: 300x200 when neither the image nor the layout gives positive pixels. */
export const IMAGE_DEFAULTS = { width: 300, height: 200, placeholderRatio: 9 / 16 } as const;

export interface ImageSize {
  width: number;
  height: number;
  /** Whether the height came from the image or the layout (not the fallback). */
  heightGiven: boolean;
}

/**
 * docs/product.md › Images: an image's width and height count only as positive pixel values (px or bare numbers);
 * otherwise the layout's values are used, then the fallback (300 by 200 px).
 */
export function imageSize(
  img: { width?: string | undefined; height?: string | undefined },
  layout: Layout | undefined,
  fallbackW: number = IMAGE_DEFAULTS.width,
  fallbackH: number = IMAGE_DEFAULTS.height,
): ImageSize {
  const width = positivePx(img.width) ?? positivePx(layout?.width) ?? fallbackW;
  const given = positivePx(img.height) ?? positivePx(layout?.height);
  return { width, height: given ?? fallbackH, heightGiven: given !== undefined };
}

/**
 * docs/product.md › Images: a placeholder image's width or height is accepted only as digits (pixels) or a
 * percentage; otherwise the width falls back to 100% and the height to auto (16:9 of the width).
 */
export function placeholderSize(img: { width?: string | undefined; height?: string | undefined }): {
  width: string;
  height: string;
} {
  const accept = (v: string | undefined): string | undefined => {
    const t = (v ?? '').trim();
    return /^\d+$/.test(t) ? t + 'px' : /^\d+(\.\d+)?%$/.test(t) ? t : undefined;
  };
  return { width: accept(img.width) ?? '100%', height: accept(img.height) ?? 'auto' };
}
