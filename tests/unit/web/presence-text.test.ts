import { describe, expect, it } from 'vitest';
import { presenceText, presenceTitle } from '../../../web/features/editor/presence-text';

/** Issue 34: the editor's presence chip, in words, for nobody, one, two and more other members. */
const others = (...emails: string[]) => emails.map((email) => ({ email }));

describe('presenceText', () => {
  it.each([
    [[], ''],
    [['alex@shop.com'], 'alex is also editing'],
    [['alex@shop.com', 'sam@shop.com'], 'alex and sam are also editing'],
    [['alex@shop.com', 'sam@shop.com', 'kim@shop.com'], 'alex, sam and 1 other are also editing'],
    [['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com'], 'a, b and 2 others are also editing'],
    [['@odd.com'], '@odd.com is also editing'],
  ])('%j -> %s', (emails, text) => {
    expect(presenceText(others(...emails))).toBe(text);
  });

  it('lists every address in the title, and nothing when alone', () => {
    expect(presenceTitle(others('a@x.com', 'b@x.com', 'c@x.com'))).toBe(
      'Also here: a@x.com, b@x.com, c@x.com',
    );
    expect(presenceTitle([])).toBe('');
  });
});
