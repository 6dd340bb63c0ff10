/** Gmail clips a message whose HTML exceeds about 102 KB; we keep under 102,000 bytes to be sure. */
export const GMAIL_CLIP_BYTES = 102_000;

/** UTF-8 byte length without TextEncoder (shared/ runs where only ES2023 is guaranteed). */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}
