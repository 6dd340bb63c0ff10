import type { ImageType } from '../../../shared/editor/images';

export interface SniffedImage {
  type: ImageType;
  /** Pixel size when the header tells (null when it is not within the bytes read). */
  width: number | null;
  height: number | null;
}

/** How many leading bytes the confirm route reads: enough for a JPEG's frame header after its EXIF block. */
export const SNIFF_BYTES = 64 * 1024;

const ascii = (b: Uint8Array, at: number, text: string) =>
  b.length >= at + text.length && [...text].every((c, i) => b[at + i] === c.charCodeAt(0));
const be16 = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const le16 = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const le24 = (b: Uint8Array, at: number) => le16(b, at) | ((b[at + 2] ?? 0) << 16);
const be32 = (b: Uint8Array, at: number) => be16(b, at) * 65536 + be16(b, at + 2);
const positive = (n: number) => (Number.isInteger(n) && n > 0 ? n : null);
const sized = (type: ImageType, w: number, h: number): SniffedImage => ({
  type,
  width: positive(w),
  height: positive(h),
});

function jpeg(b: Uint8Array): SniffedImage {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return sized('image/jpeg', 0, 0);
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return sized('image/jpeg', be16(b, at + 7), be16(b, at + 5));
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    at += 2 + be16(b, at + 2);
  }
  return sized('image/jpeg', 0, 0);
}

function webp(b: Uint8Array): SniffedImage {
  if (ascii(b, 12, 'VP8X')) return sized('image/webp', le24(b, 24) + 1, le24(b, 27) + 1);
  if (ascii(b, 12, 'VP8L') && b[20] === 0x2f) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return sized('image/webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (ascii(b, 12, 'VP8 ') && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return sized('image/webp', le16(b, 26) & 0x3fff, le16(b, 28) & 0x3fff);
  return sized('image/webp', 0, 0);
}

/**
 * What an uploaded file really is, from its first bytes (magic numbers), and its pixel size from the
 * header: PNG (IHDR), GIF (logical screen), WebP (VP8/VP8L/VP8X), JPEG (the first SOF frame). Anything
 * else (SVG, text, HTML, other formats) is undefined: not an image we take, whatever its name says.
 */
export function sniffImage(bytes: Uint8Array): SniffedImage | undefined {
  const b = bytes;
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v))
    return ascii(b, 12, 'IHDR') ? sized('image/png', be32(b, 16), be32(b, 20)) : sized('image/png', 0, 0);
  if (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) return sized('image/gif', le16(b, 6), le16(b, 8));
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return webp(b);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpeg(b);
  return undefined;
}
