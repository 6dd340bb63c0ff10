import { describe, expect, it } from 'vitest';
import { headerText } from '../../../shared/email';

describe('headerText (anything that becomes a mail header)', () => {
  it('turns CR, LF, NEL, the line and paragraph separators and other controls into one space', () => {
    expect(headerText('Sale\r\nBcc: x@evil.example')).toBe('Sale Bcc: x@evil.example');
    expect(headerText('A\u2028B\u2029C\u0085D')).toBe('A B C D');
    expect(headerText('A\u0000B\u0007C\u001bD\u007fE\u0080F\u009fG\tH\vI\fJ')).toBe('A B C D E F G H I J');
  });

  it('removes bidi overrides and isolates that could disguise a subject', () => {
    expect(headerText('Invoice \u202Efdp.exe\u202C now')).toBe('Invoice fdp.exe now');
    expect(headerText('\u2066Hi\u2069')).toBe('Hi');
  });

  it('keeps ordinary text, accents, emoji and their joiners', () => {
    const text = 'Café 🌴 Summer Sale — 20% off 👩‍👩‍👧';
    expect(headerText(text)).toBe(text);
  });

  it('leaves no control or separator character in any input', () => {
    let all = '';
    for (let c = 0; c <= 0x20ff; c++) all += String.fromCharCode(c);
    expect(headerText(all)).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u);
  });
});
