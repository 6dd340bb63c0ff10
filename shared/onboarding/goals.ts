/**
 * /goals-form: one textarea, one goal per line. The raw text is saved as goals_form_raw_text and the goals
 * list (docs/product.md › Goals: "one per non-empty line") is derived from it here, the same way in the browser and the API.
 */

export const GOALS_MAX_CHARS = 5000;

/** The goals in the raw text: each line trimmed, blank lines dropped, order kept (repeats kept as typed). */
export function parseGoals(rawText: string): string[] {
  return rawText
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
