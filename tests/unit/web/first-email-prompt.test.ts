import { describe, expect, it } from 'vitest';
import { checkFirstPrompt, FIRST_PROMPT_EMPTY } from '../../../web/features/editor/model/initial-prompt';

describe('the first-email prompt (docs/product.md › Chat flow)', () => {
  it("refuses a blank prompt with 'Please enter a description for your email'", () => {
    expect(FIRST_PROMPT_EMPTY).toBe('Please enter a description for your email');
    for (const raw of ['', '   ', '\n\t'])
      expect(checkFirstPrompt(raw)).toEqual({ ok: false, error: FIRST_PROMPT_EMPTY });
  });
  it('sends the trimmed prompt, and keeps the chat length limit', () => {
    expect(checkFirstPrompt('  A welcome email  ')).toEqual({ ok: true, message: 'A welcome email' });
    const long = checkFirstPrompt('a'.repeat(4001));
    expect(long.ok).toBe(false);
  });
});
