import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64, utf8Bytes } from '../../../shared/text/utf8';

/** shared/text/utf8.ts against Node's own UTF-8 and base64 (the platform's, which shared/ may not use). */
describe('utf8Bytes and base64', () => {
  it.each(['a', 'é', '€', '😀', 'ß', '\u0000'])('%s', (char) => {
    expect(utf8Bytes(char)).toEqual([...Buffer.from(char, 'utf8')]);
  });

  it('match Buffer for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const bytes = [...text].flatMap(utf8Bytes);
        expect(bytes).toEqual([...Buffer.from(text, 'utf8')]);
        expect(base64(bytes)).toBe(Buffer.from(text, 'utf8').toString('base64'));
      }),
      { numRuns: 200 },
    );
  });
});
