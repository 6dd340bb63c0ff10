import * as z from 'zod/mini';
import { colorSchema, css, fontFamilySchema } from '../css';
import { elementShape, LIMITS, textOf } from '../element-base';
import { inlineHtml, inlineText } from '../inline';
import { fgClass } from '../dark';
import { TABLE, textCss, type ElementDef } from '../kit';

export const listSchema = z.object(
  elementShape(
    'list',
    z.object({
      ordered: z.optional(z.boolean()),
      items: z.optional(z.array(textOf(500)).check(z.maxLength(LIMITS.items))),
      markerColor: z.optional(colorSchema),
      fontFamily: z.optional(fontFamilySchema),
    }),
  ),
);
export type ListElement = z.output<typeof listSchema>;

export const LIST_DEFAULTS = { size: '16px', lineHeight: '24px', bullet: '&#8226;' } as const;

/**
 * A list drawn as a two-column table, so markers keep their colour and indent in every client
 * (Outlook ignores list-style and ::marker).
 */
export const list: ElementDef<ListElement> = {
  pad: [8, 24, 8, 24],
  align: 'left',
  html(el, ctx) {
    const p = el.properties;
    const items = p?.items ?? [];
    const [style, cls] = textCss(el, ctx, {
      size: LIST_DEFAULTS.size,
      lineHeight: LIST_DEFAULTS.lineHeight,
      font: p?.fontFamily,
    });
    const marker = css(p?.markerColor);
    const mStyle = marker ? style.replace(/;color:[^;]*/, ';color:' + marker) : style;
    const dark = marker ? fgClass(marker, ctx.darkBg) : '';
    const mCls = marker ? (dark ? ' class="' + dark + '"' : '') : cls;
    let rows = '';
    for (let i = 0; i < items.length; i++) {
      const pad = i === items.length - 1 ? '' : ';padding-bottom:6px';
      rows +=
        '<tr><td valign="top"' +
        mCls +
        ' style="' +
        mStyle +
        ';padding-right:10px' +
        pad +
        '">' +
        (p?.ordered ? i + 1 + '.' : LIST_DEFAULTS.bullet) +
        '</td><td' +
        cls +
        ' style="' +
        style +
        pad +
        '">' +
        inlineHtml(items[i] ?? '', ctx, el, 'color:#007bff;text-decoration:underline') +
        '</td></tr>';
    }
    return '<table' + TABLE + '>' + rows + '</table>';
  },
  text: (el) =>
    (el.properties?.items ?? [])
      .map((it, i) => (el.properties?.ordered ? i + 1 + '. ' : '- ') + inlineText(it))
      .join('\n'),
};
