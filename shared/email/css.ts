import * as z from 'zod/mini';

/**
 * CSS values a document may carry. Each is checked twice: by these schemas when a document is parsed
 * (a readable problem, or a dropped value in lenient mode), and by `css()` when it is rendered, so a
 * value that reached the renderer by another road still cannot leave its declaration.
 */

const LENGTH = /^(0|auto|-?\d{1,4}(\.\d{1,3})?(px|%|em|rem|pt)?)$/;
const COLOR = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|hsl)a?\([\d\s.,%/]{1,40}\)|[a-z]{3,20})$/i;
const BORDER =
  /^(none|0|\d{1,2}(\.\d{1,2})?px (solid|dashed|dotted|double) (#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]{1,40}\)|[a-z]{3,20}))$/i;
const FONT = /^[a-z0-9 ,'_-]{1,120}$/i;

/** Numbers become strings ("20" is read as 20px when rendered); surrounding spaces are dropped. */
const numberOrString = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((v: number | string) => (typeof v === 'number' ? String(v) : v.trim())),
);

export const lengthSchema = z.pipe(
  numberOrString,
  z.string().check(z.regex(LENGTH, 'must be a length like 12px, 50% or auto')),
);
/** One to four lengths, as in the padding shorthand. */
export const spacingSchema = z.pipe(
  numberOrString,
  z.string().check(
    z.refine((v) => {
      const parts = v.split(/\s+/);
      return parts.length <= 4 && parts.every((p) => LENGTH.test(p));
    }, 'must be one to four lengths like "10px 20px"'),
  ),
);
export const colorSchema = z.string().check(z.trim(), z.regex(COLOR, 'must be a colour like #1a2b3c'));
export const borderSchema = z
  .string()
  .check(z.trim(), z.regex(BORDER, 'must be a border like "1px solid #cccccc"'));
/** Double quotes become single ones, so a font list never needs escaping inside style="...". */
export const fontFamilySchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((v: string) => v.trim().replace(/"/g, "'")),
  ),
  z.string().check(
    z.regex(FONT, 'must be a font list like "Georgia, serif"'),
    z.refine((v) => (v.match(/'/g)?.length ?? 0) % 2 === 0, 'has an unbalanced quote'),
  ),
);
export const fontWeightSchema = z.pipe(
  numberOrString,
  z.string().check(z.regex(/^(normal|bold|[1-9]00)$/, 'must be normal, bold or 100-900')),
);
export const alignSchema = z.enum(['left', 'center', 'right']);
export type Align = z.infer<typeof alignSchema>;

const SAFE_CSS = /^[#\w\s.,%()'/+-]*$/;
const UNSAFE_WORD = /expression|url\(/i;

const cssCache = new Map<string, string>();

/**
 * The render-time guard: a value that could end or extend its declaration is dropped (returns '');
 * a bare number gets "px". Memoised: documents repeat the same few values.
 */
export function css(value: string | undefined): string {
  if (value === undefined) return '';
  let out = cssCache.get(value);
  if (out === undefined) {
    out =
      !SAFE_CSS.test(value) || UNSAFE_WORD.test(value)
        ? ''
        : /^\d+(\.\d+)?$/.test(value) && value !== '0'
          ? value + 'px'
          : value;
    if (cssCache.size < 4096) cssCache.set(value, out);
  }
  return out;
}

/** Pixels of a length: px, bare numbers, em/rem (16px) and pt; % of `base`. NaN for auto or junk. */
export function toPx(value: string | undefined, base: number): number {
  if (value === undefined) return NaN;
  if (value === '0') return 0;
  const m = /^(-?\d+(?:\.\d+)?)(px|%|em|rem|pt)?$/.exec(value.trim());
  if (!m) return NaN;
  const n = Number(m[1]);
  switch (m[2]) {
    case '%':
      return (n * base) / 100;
    case 'em':
    case 'rem':
      return n * 16;
    case 'pt':
      return (n * 4) / 3;
    default:
      return n;
  }
}

/** A positive pixel value (px or a bare number), else undefined: the rule for image sizes in docs/product.md › Images. */
export function positivePx(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const m = /^(\d+(?:\.\d+)?)(px)?$/.exec(value.trim());
  const n = m ? Number(m[1]) : 0;
  return n > 0 ? Math.round(n) : undefined;
}
