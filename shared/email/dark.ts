/**
 * Dark mode without guessing at render time in the client: each background we write is classed by its
 * luminance, and a text colour is classed only when its own background will turn dark. The classes are
 * switched by one prefers-color-scheme block in the head (see head.ts).
 */
const cache = new Map<string, number>();
const NAMED: Record<string, string> = { white: '#ffffff', black: '#000000' };

const channel = (v: number): number => {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance 0..1 of a #hex or rgb() colour; -1 when it cannot be told (named, hsl, alpha). */
export function luminance(color: string): number {
  let l = cache.get(color);
  if (l !== undefined) return l;
  const c = NAMED[color.toLowerCase()] ?? color;
  let rgb: number[] | undefined;
  let m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(c);
  if (m?.[1]) {
    const h = m[1].length === 3 ? m[1].replace(/./g, '$&$&') : m[1];
    rgb = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  } else if ((m = /^rgb\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*\)$/i.exec(c))) {
    rgb = [m[1], m[2], m[3]].map(Number);
  }
  l = rgb ? 0.2126 * channel(rgb[0]!) + 0.7152 * channel(rgb[1]!) + 0.0722 * channel(rgb[2]!) : -1;
  if (cache.size < 512) cache.set(color, l);
  return l;
}

/** jm-d1 (white or nearly, turns #121212) or jm-d2 (light, turns #262626); '' for colours left alone. */
export function bgClass(color: string): string {
  const l = luminance(color);
  return l >= 0.95 ? 'jm-d1' : l >= 0.6 ? 'jm-d2' : '';
}

/** Whether a background turns dark in dark mode (undefined: unknown, the caller keeps its own). */
export function turnsDark(color: string): boolean | undefined {
  const l = luminance(color);
  return l < 0 ? undefined : l >= 0.6;
}

/** jm-t1 (near black, turns #ececec) or jm-t2 (grey, turns #b4b9be), only on a background that turns dark. */
export function fgClass(color: string, onDarkening: boolean): string {
  if (!onDarkening) return '';
  const l = luminance(color);
  return l < 0 ? '' : l < 0.06 ? 'jm-t1' : l < 0.3 ? 'jm-t2' : '';
}

export const DARK_CSS =
  '.jm-d1{background-color:#121212!important}.jm-d2{background-color:#262626!important}' +
  '.jm-t1{color:#ececec!important}.jm-t2{color:#b4b9be!important}';
