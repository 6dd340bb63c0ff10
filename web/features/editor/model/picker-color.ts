/**
 * What a colour picker (<input type="color">, which takes only #rrggbb) shows for a colour an email may
 * carry (shared/email/css.ts: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl(), hsla(), a name), and
 * for no colour at all: the colour the email renders then (`fallback`, the element's default). An alpha is
 * dropped (the picker has none). Pure; names are read through `nameToHex` (the browser's own table).
 */

const hex2 = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');
const rgbHex = (r: number, g: number, b: number) => `#${hex2(r)}${hex2(g)}${hex2(b)}`;

function fromHex(value: string): string | undefined {
  const m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value);
  if (!m) return undefined;
  const digits = m[1]!.toLowerCase();
  if (digits.length <= 4) return `#${[...digits.slice(0, 3)].map((d) => d + d).join('')}`;
  return `#${digits.slice(0, 6)}`;
}

/** The numbers of rgb(…) / hsl(…), comma or space separated, an alpha after '/' or a fourth comma. */
function argsOf(value: string, fn: 'rgb' | 'hsl'): string[] | undefined {
  const m = new RegExp(`^${fn}a?\\(([^)]*)\\)$`, 'i').exec(value);
  if (!m) return undefined;
  const parts = m[1]!
    .split('/')[0]!
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  return parts.length >= 3 ? parts.slice(0, 3) : undefined;
}

const channel = (part: string) => (part.endsWith('%') ? (parseFloat(part) * 255) / 100 : parseFloat(part));

function fromRgb(value: string): string | undefined {
  const parts = argsOf(value, 'rgb');
  if (!parts) return undefined;
  const [r, g, b] = parts.map(channel) as [number, number, number];
  return [r, g, b].some(Number.isNaN) ? undefined : rgbHex(r, g, b);
}

function fromHsl(value: string): string | undefined {
  const parts = argsOf(value, 'hsl');
  if (!parts) return undefined;
  const h = (((parseFloat(parts[0]!) % 360) + 360) % 360) / 360;
  const s = parseFloat(parts[1]!) / 100;
  const l = parseFloat(parts[2]!) / 100;
  if ([h, s, l].some(Number.isNaN)) return undefined;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return rgbHex(hue(h + 1 / 3) * 255, hue(h) * 255, hue(h - 1 / 3) * 255);
}

export function pickerHex(
  value: string | undefined,
  fallback: string,
  nameToHex: (name: string) => string | undefined,
): string {
  const v = value?.trim() ?? '';
  if (v === '') return fromHex(fallback) ?? '#000000';
  const named = /^[a-z]{3,20}$/i.test(v) ? nameToHex(v.toLowerCase()) : undefined;
  return (
    fromHex(v) ?? fromRgb(v) ?? fromHsl(v) ?? (named && fromHex(named)) ?? fromHex(fallback) ?? '#000000'
  );
}

let canvas: CanvasRenderingContext2D | null | undefined;

/** A CSS colour name as #rrggbb, from the browser's own table (a 2D canvas normalises fillStyle). */
export function browserNameToHex(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  canvas ??= document.createElement('canvas').getContext('2d');
  if (!canvas) return undefined;
  canvas.fillStyle = '#010203';
  canvas.fillStyle = name;
  const out = String(canvas.fillStyle);
  return out === '#010203' ? undefined : fromHex(out);
}
