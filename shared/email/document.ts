import * as z from 'zod/mini';
import { borderSchema, colorSchema, fontFamilySchema, lengthSchema, spacingSchema } from './css';
import { idSchema, LIMITS, textOf } from './element-base';
import { elementSchema } from './elements/registry';

/** Defaults of the whole email (docs/product.md › The email document, Email defaults). */
export const GLOBAL_DEFAULTS = {
  contentWidth: '600px',
  bodyBackgroundColor: '#ffffff',
  bodyFontFamily: 'Arial, Helvetica, sans-serif',
  bodyTextColor: '#333333',
} as const;
export const DEFAULT_NAME = 'Your Email';

export const globalStylesSchema = z.object({
  contentWidth: z._default(lengthSchema, GLOBAL_DEFAULTS.contentWidth),
  bodyBackgroundColor: z._default(colorSchema, GLOBAL_DEFAULTS.bodyBackgroundColor),
  bodyFontFamily: z._default(fontFamilySchema, GLOBAL_DEFAULTS.bodyFontFamily),
  bodyTextColor: z._default(colorSchema, GLOBAL_DEFAULTS.bodyTextColor),
});
export type GlobalStyles = z.output<typeof globalStylesSchema>;

/** A section's box: docs/product.md › The email document: "padding, border and similar". */
export const sectionStylesSchema = z.object({
  backgroundColor: z.optional(colorSchema),
  padding: z.optional(spacingSchema),
  paddingTop: z.optional(lengthSchema),
  paddingRight: z.optional(lengthSchema),
  paddingBottom: z.optional(lengthSchema),
  paddingLeft: z.optional(lengthSchema),
  border: z.optional(borderSchema),
  borderTop: z.optional(borderSchema),
  borderBottom: z.optional(borderSchema),
  borderRadius: z.optional(lengthSchema),
  color: z.optional(colorSchema),
  fontFamily: z.optional(fontFamilySchema),
});
export type SectionStyles = z.output<typeof sectionStylesSchema>;

export const sectionSchema = z.object({
  id: idSchema,
  styles: z.optional(sectionStylesSchema),
  elements: z._default(z.array(elementSchema), []),
});
export type EmailSection = z.output<typeof sectionSchema>;

/**
 * semantic_email_v2 (docs/product.md › The email document). Parse stored or AI-made documents with parseEmailDocument, which
 * adds readable problems, lenient repair and the id and size checks this schema alone does not make.
 */
export const emailDocumentSchema = z.object({
  name: z._default(textOf(LIMITS.short), DEFAULT_NAME),
  globalStyles: z._default(globalStylesSchema, { ...GLOBAL_DEFAULTS }),
  sections: z.array(sectionSchema).check(z.maxLength(60)),
});
export type EmailDocument = z.output<typeof emailDocumentSchema>;
export type EmailDocumentInput = z.input<typeof emailDocumentSchema>;
