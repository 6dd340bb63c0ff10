import * as z from 'zod/mini';
import { elementShape, urlSchema } from '../element-base';
import type { ElementDef } from '../kit';
import { smallLinkHtml, smallLinkText } from './small-print';

export const preferencesSchema = z.object(
  elementShape('preferences', z.object({ href: z.optional(urlSchema) }), 200),
);
export type PreferencesElement = z.output<typeof preferencesSchema>;

export const PREFERENCES_DEFAULTS = { text: 'Manage preferences' } as const;

export const preferences: ElementDef<PreferencesElement> = {
  pad: [4, 24, 4, 24],
  align: 'center',
  html: (el, ctx) => smallLinkHtml(el, el.properties?.href, PREFERENCES_DEFAULTS.text, ctx),
  text: (el) => smallLinkText(el, el.properties?.href, PREFERENCES_DEFAULTS.text),
};
