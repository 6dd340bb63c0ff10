import { describe, expect, it } from 'vitest';
import { renderEmailHtml, unusableUrlReason, unusableUrls } from '../../../shared/email';
import { docOf } from './helpers';

const button = (href: string) => ({
  id: 'b',
  type: 'button' as const,
  content: 'Shop now',
  properties: { button: { href } },
});
const image = (src: string) => ({ id: 'i', type: 'image', properties: { image: { src, alt: 'A' } } });

describe('unusableUrls: the links and images the renderer would drop', () => {
  it.each([
    ['javascript:alert(4)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['vbscript:msgbox(1)', false],
    ['/relative/path', false],
    ['shop.example.com/page', false],
    ['//evil.example.com/x', false],
    ['https://localhost/x', false],
    ['https://shop', false],
    ['https://shop.example.com/page', true],
    ['http://shop.example.com', true],
    ['mailto:hello@shop.example.com', true],
    ['tel:+15551234567', true],
    ['#', true],
    ['', true],
    ['@@PLACEHOLDER_LINK@@', true],
  ])('a button linking to %j is usable: %s', (href, usable) => {
    expect(unusableUrls(button(href))).toEqual(
      usable ? [] : [{ path: 'properties.button.href', url: href, kind: 'link' }],
    );
    // The same rule as the renderer: an unusable link is not written into the HTML.
    if (!usable) expect(renderEmailHtml(docOf([button(href)]))).not.toContain(`href="${href}"`);
  });

  it.each([
    ['https://cdn.example.com/a.png', true],
    ['@@PLACEHOLDER_IMAGE@@', true],
    ['https://via.placeholder.com/600x300', true],
    ['mailto:a@b.example', false],
    ['data:image/png;base64,AAAA', false],
    ['images/a.png', false],
  ])('an image from %j is usable: %s', (src, usable) => {
    expect(unusableUrls(image(src)).map((u) => u.kind)).toEqual(usable ? [] : ['image']);
  });

  it('walks nested elements and lists, naming where each one is', () => {
    const section = {
      id: 's',
      elements: [
        { id: 'ok', type: 'text', content: 'Hi' },
        {
          id: 'f',
          type: 'footer',
          properties: {
            links: [
              { text: 'Good', href: 'https://example.com' },
              { text: 'Bad', href: 'javascript:void(0)' },
            ],
          },
        },
        {
          id: 'ic',
          type: 'icon',
          properties: { icon: { src: 'ftp://files.example.com/i.png', linkHref: 'example' } },
        },
      ],
    };
    expect(unusableUrls(section, 'new_content').map((u) => u.path)).toEqual([
      'new_content.elements[1].properties.links[1].href',
      'new_content.elements[2].properties.icon.src',
      'new_content.elements[2].properties.icon.linkHref',
    ]);
  });

  it('checks the [label](url) links of texts and list items as the renderer reads them', () => {
    const text = {
      id: 't',
      type: 'text',
      content: 'See [our shop](https://shop.example.com) or [this](javascript:history.back)',
    };
    const list = {
      id: 'l',
      type: 'list',
      properties: { items: ['[Sale](/sale)', '[Home](@@PLACEHOLDER_LINK@@)'] },
    };
    expect(unusableUrls([text, list])).toEqual([
      { path: '[0].content', url: 'javascript:history.back', kind: 'link' },
      { path: '[1].properties.items[0]', url: '/sale', kind: 'link' },
    ]);
    expect(renderEmailHtml(docOf([text as never]))).not.toContain('javascript:');
  });

  it('says what to use instead', () => {
    const [u] = unusableUrls(button('javascript:alert(4)'));
    expect(unusableUrlReason(u!)).toBe(
      'properties.button.href "javascript:alert(4)" is not a link an email can use: use a full https:// ' +
        'address with a domain (such as https://example.com/page), mailto: or tel:, or "@@PLACEHOLDER_LINK@@".',
    );
  });
});
