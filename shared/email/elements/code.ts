import * as z from 'zod/mini';
import { elementShape } from '../element-base';
import { esc } from '../escape';
import { TABLE, type ElementDef } from '../kit';

export const codeSchema = z.object(
  elementShape('code', z.object({ language: z.optional(z.string().check(z.maxLength(40))) })),
);
export type CodeElement = z.output<typeof codeSchema>;

/** docs/product.md › Email defaults: background #f8f9fa, padding 10px, radius 4px, monospace 14px. */
export const CODE_DEFAULTS = {
  background: '#f8f9fa',
  padding: '10px',
  radius: '4px',
  font: "Menlo,Consolas,'Courier New',monospace",
  size: '14px',
} as const;

/** Spaces and line breaks are kept with &nbsp; and <br> (white-space:pre is not honoured everywhere). */
const keepSpaces = (s: string): string =>
  esc(s)
    .replace(/\t/g, '    ')
    .replace(/ {2}/g, ' &nbsp;')
    .replace(/^ /gm, '&nbsp;')
    .replace(/\r?\n/g, '<br>');

/** Left-aligned code fills the width; centred or right-aligned code (a promo code) shrinks to fit. */
export const code: ElementDef<CodeElement> = {
  pad: [8, 24, 8, 24],
  align: 'left',
  html: (el, ctx) =>
    '<table' +
    TABLE +
    (ctx.align === 'left' ? ' width="100%"' : '') +
    '><tr><td' +
    (ctx.darkBg ? ' class="jm-d2 jm-t1"' : '') +
    ' style="background-color:' +
    CODE_DEFAULTS.background +
    ';padding:' +
    CODE_DEFAULTS.padding +
    ';border-radius:' +
    CODE_DEFAULTS.radius +
    ';font-family:' +
    CODE_DEFAULTS.font +
    ';font-size:' +
    CODE_DEFAULTS.size +
    ';line-height:20px;color:#212529;text-align:left;word-break:break-word">' +
    keepSpaces(el.content ?? '') +
    '</td></tr></table>',
  text: (el) => el.content ?? '',
};
