import * as z from 'zod/mini';
import { colorSchema, css, lengthSchema, toPx } from '../css';
import { bgClass, turnsDark } from '../dark';
import { baseShape, idSchema, type Layout, type LayoutInput } from '../element-base';
import { TABLE, type Ctx, type ElementDef } from '../kit';
import { elementSchema, type EmailElement, type EmailElementInput } from './registry';

export interface Column {
  id: string;
  /** A percentage such as "60%"; columns without one share what is left equally. */
  width?: string | undefined;
  verticalAlign?: 'top' | 'middle' | 'bottom' | undefined;
  backgroundColor?: string | undefined;
  elements: EmailElement[];
}
export interface ColumnInput extends Omit<Column, 'elements' | 'width'> {
  width?: string | number | undefined;
  elements?: EmailElementInput[] | undefined;
}
/**
 * Two or three columns side by side that stack, full width, below the content width (the mobile
 * breakpoint). Not in the original spec: every peer has it and users expect products side by side.
 */
export interface ColumnsElement {
  id: string;
  type: 'columns';
  content?: string | undefined;
  layout?: Layout | undefined;
  properties: { columns: Column[]; gap?: string | undefined; stackOnMobile?: boolean | undefined };
}
export interface ColumnsElementInput {
  id: string;
  type: 'columns';
  content?: string | undefined;
  layout?: LayoutInput | undefined;
  properties: {
    columns: ColumnInput[];
    gap?: string | number | undefined;
    stackOnMobile?: boolean | undefined;
  };
}

const columnSchema = z.object({
  id: idSchema,
  width: z.optional(lengthSchema),
  verticalAlign: z.optional(z.enum(['top', 'middle', 'bottom'])),
  backgroundColor: z.optional(colorSchema),
  elements: z._default(z.array(z.lazy(() => elementSchema)), []),
});

export const columnsSchema: z.ZodMiniType<ColumnsElement, ColumnsElementInput> = z.object({
  ...baseShape('columns'),
  properties: z.object({
    columns: z
      .array(columnSchema)
      .check(z.minLength(2, 'needs two or three columns'), z.maxLength(3, 'needs two or three columns')),
    gap: z.optional(lengthSchema),
    stackOnMobile: z.optional(z.boolean()),
  }),
});

export const COLUMNS_DEFAULTS = { gap: '20px', stackOnMobile: true } as const;

const px = (n: number): string => (n ? n + 'px' : '0');

/** Column widths in percent: given percentages if they add up to about 100, else equal shares. */
function shares(cols: readonly Column[]): number[] {
  const given = cols.map((c) => (c.width?.endsWith('%') ? parseFloat(c.width) : NaN));
  const known = given.filter((g) => g > 0);
  const rest = cols.length - known.length;
  const sum = known.reduce((a, b) => a + b, 0);
  if (sum >= 99.5 && sum <= 100.5 && rest === 0) return given;
  if (sum < 95 && rest > 0) return given.map((g) => (g > 0 ? g : (100 - sum) / rest));
  return cols.map(() => 100 / cols.length);
}

/**
 * MJML's hybrid pattern: inline-block divs capped at their desktop width (so they sit side by side on
 * wide screens and wrap on narrow ones even without media queries), a media query that makes them
 * full width below the breakpoint, and a conditional table that gives Outlook fixed cells.
 */
export const columns: ElementDef<ColumnsElement> = {
  pad: [8, 24, 8, 24],
  align: 'left',
  html(el, ctx) {
    const p = el.properties;
    const cols = p.columns;
    if (cols.length === 0) return '';
    const stack = p.stackOnMobile ?? COLUMNS_DEFAULTS.stackOnMobile;
    const gap = toPx(css(p.gap) || COLUMNS_DEFAULTS.gap, ctx.width) || 0;
    const pct = shares(cols);
    let out = '<!--[if mso]><table' + TABLE + ' width="' + Math.round(ctx.width) + '"><tr><![endif]-->';
    for (let i = 0; i < cols.length; i++) {
      const col = cols[i]!;
      const share = pct[i] ?? 100 / cols.length;
      const w = Math.floor((ctx.width * share) / 100);
      const left = i === 0 ? 0 : Math.round(gap / 2);
      const right = i === cols.length - 1 ? 0 : Math.round(gap / 2);
      const va = col.verticalAlign ?? 'top';
      const bg = css(col.backgroundColor);
      const child: Ctx = {
        ...ctx,
        width: w - left - right,
        nested: true,
        darkBg: bg ? (turnsDark(bg) ?? ctx.darkBg) : ctx.darkBg,
      };
      const cls = bg ? bgClass(bg) : '';
      out +=
        '<!--[if mso]><td width="' +
        w +
        '" valign="' +
        va +
        '"><![endif]--><div' +
        (stack ? ' class="jm-col"' : '') +
        ' style="display:inline-block;vertical-align:' +
        va +
        ';width:' +
        (stack ? '100%;max-width:' + w + 'px' : share.toFixed(2) + '%') +
        '"><table' +
        TABLE +
        ' width="100%"><tr><td' +
        (stack ? ' class="jm-cp' + (cls ? ' ' + cls : '') + '"' : cls ? ' class="' + cls + '"' : '') +
        (bg ? ' bgcolor="' + bg + '"' : '') +
        ' style="padding:0 ' +
        px(right) +
        ' 0 ' +
        px(left) +
        (bg ? ';background-color:' + bg : '') +
        '"><table' +
        TABLE +
        ' width="100%">' +
        ctx.rows(col.elements, child) +
        '</table></td></tr></table></div><!--[if mso]></td><![endif]-->';
    }
    return out + '<!--[if mso]></tr></table><![endif]-->';
  },
  text: (el, children) =>
    el.properties.columns
      .map((c) => children(c.elements))
      .filter(Boolean)
      .join('\n\n'),
};
