import * as z from 'zod/mini';
import { alignSchema, colorSchema, fontWeightSchema, lengthSchema, spacingSchema } from './css';

/** Limits that keep any document of 40 elements well under Gmail's 102 KB clipping point. */
export const LIMITS = { id: 100, content: 1500, short: 300, url: 2048, items: 20, links: 10 } as const;

export const idSchema = z.string().check(z.minLength(1, 'is empty'), z.maxLength(LIMITS.id));
export const textOf = (max: number) => z.string().check(z.maxLength(max));
export const urlSchema = textOf(LIMITS.url);

/** Where an element sits and its box: docs/product.md › The email document. Every field is optional. */
export const layoutSchema = z.object({
  align: z.optional(alignSchema),
  padding: z.optional(spacingSchema),
  paddingTop: z.optional(lengthSchema),
  paddingRight: z.optional(lengthSchema),
  paddingBottom: z.optional(lengthSchema),
  paddingLeft: z.optional(lengthSchema),
  width: z.optional(lengthSchema),
  height: z.optional(lengthSchema),
  backgroundColor: z.optional(colorSchema),
  color: z.optional(colorSchema),
  fontSize: z.optional(lengthSchema),
  fontWeight: z.optional(fontWeightSchema),
  lineHeight: z.optional(lengthSchema),
  borderRadius: z.optional(lengthSchema),
});
export type Layout = z.output<typeof layoutSchema>;
export type LayoutInput = z.input<typeof layoutSchema>;

/** A link in nav, footer and social lists. */
export const linkSchema = z.object({ text: textOf(LIMITS.short), href: z.optional(urlSchema) });
export type Link = z.output<typeof linkSchema>;

/** The common shape of an element: id, type, content, layout, properties (docs/product.md › The email document). */
export function elementShape<T extends string, P extends z.ZodMiniType>(
  type: T,
  properties: P,
  content: number = LIMITS.content,
) {
  return { ...baseShape(type, content), properties: z.optional(properties) };
}

/** Id, type, content and layout; for elements whose properties are not optional. */
export function baseShape<T extends string>(type: T, content: number = LIMITS.content) {
  return {
    id: idSchema,
    type: z.literal(type),
    content: z.optional(textOf(content)),
    layout: z.optional(layoutSchema),
  };
}
