import { describe, expect, it } from 'vitest';
import { sniffImage } from '../../../../lambdas/domain/editor/image-sniff';
import { sanitizeFileName } from '../../../../shared/editor/images';

const b64 = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));
const le16 = (n: number) => [n & 0xff, n >> 8];
const be16 = (n: number) => [n >> 8, n & 0xff];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];

describe('sniffImage: the type from the bytes, the size from the header', () => {
  it('reads PNG and GIF', () => {
    const png = b64(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    );
    expect(sniffImage(png)).toEqual({ type: 'image/png', width: 1, height: 1 });
    expect(sniffImage(bytes('GIF89a', le16(640), le16(480), [0, 0, 0]))).toEqual({
      type: 'image/gif',
      width: 640,
      height: 480,
    });
  });

  it('reads a JPEG frame after an APP block, skipping fill bytes', () => {
    const app1 = [0xff, 0xe1, ...be16(2 + 10), ...Array(10).fill(0)];
    const sof2 = [0xff, 0xff, 0xc2, ...be16(17), 8, ...be16(300), ...be16(1200), 3];
    expect(sniffImage(bytes([0xff, 0xd8], app1, sof2))).toEqual({
      type: 'image/jpeg',
      width: 1200,
      height: 300,
    });
    // A JPEG whose frame lies beyond the bytes read is still a JPEG, size unknown.
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0, 0x40, 0x00]))).toEqual({
      type: 'image/jpeg',
      width: null,
      height: null,
    });
  });

  it('reads the three WebP variants', () => {
    const riff = (chunk: number[]) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk);
    expect(
      sniffImage(riff([...Buffer.from('VP8X'), 0, 0, 0, 0, 0, 0, 0, 0, ...le24(799), ...le24(599)])),
    ).toEqual({
      type: 'image/webp',
      width: 800,
      height: 600,
    });
    const bits = (320 - 1) | ((200 - 1) << 14);
    expect(
      sniffImage(
        riff([
          ...Buffer.from('VP8L'),
          0,
          0,
          0,
          0,
          0x2f,
          bits & 0xff,
          (bits >> 8) & 0xff,
          (bits >> 16) & 0xff,
          bits >>> 24,
        ]),
      ),
    ).toEqual({ type: 'image/webp', width: 320, height: 200 });
    expect(
      sniffImage(
        riff([...Buffer.from('VP8 '), 0, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(64), ...le16(48)]),
      ),
    ).toEqual({ type: 'image/webp', width: 64, height: 48 });
  });

  it('refuses SVG, text, HTML and empty files, whatever their names say', () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '<?xml version="1.0"?><svg/>',
      'hello',
      '<html>',
    ])
      expect(sniffImage(bytes(text))).toBeUndefined();
    expect(sniffImage(new Uint8Array())).toBeUndefined();
    expect(sniffImage(bytes([0x89, 0x50, 0x4e]))).toBeUndefined(); // a cut PNG signature
  });
});

describe('sanitizeFileName (docs/product.md › Images: letters, digits, dot and hyphen)', () => {
  it.each([
    ['My Logo (final).png', 'My-Logo-final.png'],
    ['a - b . . png', 'a-b.png'],
    ['café crème.png', 'cafe-creme.png'],
    ['../../etc/passwd.png', 'passwd.png'],
    ['C:\\Users\\ann\\photo 1.png', 'photo-1.png'],
    ['.hidden.gif', 'image.hidden.png'],
    ['日本語.png', 'image.png'],
    ['', 'image.png'],
    ['???', 'image.png'],
  ])('%s -> %s', (input, expected) => {
    expect(sanitizeFileName(input, 'image/png')).toBe(expected);
  });

  it.each([
    ['invoice.html', 'image/png', 'invoice.png'],
    ['payload.svg', 'image/png', 'payload.png'],
    ['photo.JPEG', 'image/jpeg', 'photo.jpg'],
    ['photo.png', 'image/webp', 'photo.webp'],
    ['no-extension', 'image/gif', 'no-extension.gif'],
    ['report.v2.final.exe', 'image/png', 'report.v2.final.png'],
  ] as const)('%s stored as %s is named %s (the extension follows the type)', (input, type, expected) => {
    expect(sanitizeFileName(input, type)).toBe(expected);
  });

  it('keeps only allowed characters and at most 100 of them, with the extension', () => {
    const long = sanitizeFileName(`${'a'.repeat(300)}.jpeg`, 'image/jpeg');
    expect(long).toHaveLength(100);
    expect(long.endsWith('.jpg')).toBe(true);
    for (const name of ['a b', 'x/y\\z', '<script>.png', 'a\u0000b.gif', 'ünï cødé.webp'])
      expect(sanitizeFileName(name, 'image/gif')).toMatch(/^[A-Za-z0-9][A-Za-z0-9.-]*$/);
  });
});
