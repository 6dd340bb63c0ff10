import * as z from 'zod/mini';
import { idSchema } from '../element-base';
import { commentText } from '../escape';
import type { ElementDef } from '../kit';

/**
 * An element of a type this version does not know, kept as it was stored (so saving the document
 * does not lose it) and skipped in the output with a comment. Only lenient parsing creates these.
 */
export const unknownSchema = z.object({
  id: idSchema,
  type: z.literal('unknown'),
  originalType: z.string().check(z.maxLength(100)),
  raw: z.optional(z.unknown()),
});
export type UnknownElement = z.output<typeof unknownSchema>;

export const unknownComment = (el: UnknownElement): string =>
  '<!-- skipped element of unknown type ' + commentText(el.originalType) + ' -->';

export const unknown: ElementDef<UnknownElement> = {
  pad: [0, 0, 0, 0],
  align: 'left',
  html: unknownComment,
  text: () => '',
};
