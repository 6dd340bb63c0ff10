import { describe, expect, it } from 'vitest';
import { renderEmailText } from '../../../shared/email';
import { docOf, referenceDoc } from './helpers';

describe('renderEmailText', () => {
  it('writes links as "text (url)" and keeps no markup', () => {
    const doc = docOf([
      { id: 'h', type: 'header', content: 'Hello <you>' },
      {
        id: 't',
        type: 'text',
        content: 'Read **this** and [the guide](https://example.com/g?a=1&b=2).\nBye',
      },
      {
        id: 'b',
        type: 'button',
        content: 'Shop',
        properties: { button: { href: 'https://shop.example.com' } },
      },
      { id: 'b2', type: 'button', content: 'Later' },
      { id: 'l', type: 'list', properties: { ordered: true, items: ['One', 'Two'] } },
      { id: 'q', type: 'quote', content: 'Great', properties: { citation: 'Ann' } },
      {
        id: 'n',
        type: 'nav',
        properties: {
          links: [
            { text: 'Home', href: 'https://example.com' },
            { text: 'Bad', href: 'javascript:x' },
          ],
        },
      },
      { id: 'u', type: 'unsubscribe', properties: { href: 'https://example.com/u' } },
      { id: 'p', type: 'previewText', content: 'not in the text part' },
    ]);
    expect(renderEmailText(doc)).toBe(
      [
        'Hello <you>',
        'Read this and the guide (https://example.com/g?a=1&b=2).\nBye',
        'Shop (https://shop.example.com)',
        'Later (Link Required)',
        '1. One\n2. Two',
        '> Great\n> -- Ann',
        'Home (https://example.com) | Bad',
        'Unsubscribe (https://example.com/u)',
      ].join('\n\n') + '\n',
    );
  });

  it('walks columns, boxes and containers in reading order', () => {
    const doc = docOf([
      {
        id: 'c',
        type: 'columns',
        properties: {
          columns: [
            { id: 'a', elements: [{ id: 'ta', type: 'text', content: 'Left' }] },
            { id: 'b', elements: [{ id: 'tb', type: 'text', content: 'Right' }] },
          ],
        },
      },
      { id: 'x', type: 'box', properties: { elements: [{ id: 'tx', type: 'text', content: 'Boxed' }] } },
    ]);
    expect(renderEmailText(doc)).toBe('Left\n\nRight\n\nBoxed\n');
  });

  it('reads well for the reference email', () => {
    const txt = renderEmailText(referenceDoc());
    expect(txt).toContain(
      'Shop the sale (https://junglegear.example/sale?utm_source=email&utm_campaign=summer)',
    );
    expect(txt).not.toContain('Up to 40% off trail-tested gear. This weekend only');
    expect(txt).not.toMatch(/<[a-z]/);
  });
});
