/** Pure rules of the landing form (docs/product.md › Describing the business). */

/** The textarea's name: a submit before the page's script has taken over arrives as /?businessDescription=…. */
export const DESCRIPTION_FIELD = 'businessDescription';

export const BLANK_DESCRIPTION_MESSAGE = 'Please describe your business first!';

export type DescriptionCheck = { ok: true; description: string } | { ok: false; message: string };

/** Non-blank after trimming; the trimmed text is what gets stored. */
export function checkBusinessDescription(raw: string): DescriptionCheck {
  const description = raw.trim();
  return description.length > 0
    ? { ok: true, description }
    : { ok: false, message: BLANK_DESCRIPTION_MESSAGE };
}
