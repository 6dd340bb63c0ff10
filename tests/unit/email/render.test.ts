import { describe, expect, it } from 'vitest';
import {
  GMAIL_CLIP_BYTES,
  renderEmailHtml,
  utf8Length,
  type EmailDocument,
  type EmailElementInput,
} from '../../../shared/email';
import { docOf, referenceDoc, strictDoc } from './helpers';

const send = (doc: EmailDocument) => renderEmailHtml(doc, { mode: 'send' });
const one = (el: EmailElementInput) => send(docOf([el]));

describe('document frame', () => {
  const html = send(referenceDoc());

  it('is a complete HTML document with the title, escaped', () => {
    expect(html.startsWith('<!doctype html><html')).toBe(true);
    expect(html.endsWith('</body></html>')).toBe(true);
    expect(send(docOf([], { name: 'Tom & <Jerry>' }))).toContain('<title>Tom &amp; &lt;Jerry&gt;</title>');
  });

  it("uses 'Your Email' as the title when the name is missing", () => {
    expect(send(strictDoc({ sections: [] }))).toContain('<title>Your Email</title>');
  });

  it('lays out with tables at 600px and gives Outlook a fixed-width conditional table', () => {
    expect(html).toContain('width="100%" style="max-width:600px;');
    expect(html).toContain(
      '<!--[if mso]><table role="presentation" border="0" cellpadding="0" cellspacing="0" align="center" width="600">',
    );
    expect(html).not.toMatch(/<(section|header|footer|article|main|nav)\b/);
  });

  it('follows globalStyles.contentWidth, which is also the mobile breakpoint', () => {
    const doc = docOf([], { globalStyles: { contentWidth: '640px', bodyBackgroundColor: '#000000' } });
    const out = send(doc);
    expect(out).toContain('max-width:640px');
    expect(out).toContain('@media (max-width:640px){.jm-col{max-width:100%!important}');
    expect(send(referenceDoc())).toContain('@media (max-width:600px)');
    expect(out).toContain('background-color:#000000');
  });

  it('declares light and dark colour schemes and switches colours with prefers-color-scheme', () => {
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark">');
    expect(html).toContain(':root{color-scheme:light dark;');
    expect(html).toMatch(
      /@media \(prefers-color-scheme:dark\)\{\.jm-d1\{background-color:#121212!important\}/,
    );
  });

  it('marks light backgrounds and dark text for dark mode, but not text on a dark background', () => {
    const doc = strictDoc({
      sections: [
        { id: 'light', elements: [{ id: 't1', type: 'text', content: 'dark on light' }] },
        {
          id: 'dark',
          styles: { backgroundColor: '#102030', color: '#ffffff' },
          elements: [{ id: 't2', type: 'text', content: 'light on dark', layout: { color: '#222222' } }],
        },
      ],
    });
    const out = send(doc);
    expect(out).toMatch(/<body class="jm-d1"/);
    expect(out).toMatch(/<div class="jm-t1" style="[^"]*">dark on light</);
    expect(out).toMatch(/<div style="[^"]*color:#222222[^"]*">light on dark</);
    expect(out).not.toMatch(/bgcolor="#102030" class=/);
  });

  it('pads the preview text with 100 invisible spacer entities, at the top of the body, once', () => {
    const out = send(
      docOf([
        { id: 'x', type: 'text', content: 'a' },
        { id: 'p', type: 'previewText', content: 'Peek <here>' },
      ]),
    );
    const start = out.indexOf('<body');
    const block = out.slice(out.indexOf('<div style="display:none', start), out.indexOf('</div>', start));
    expect(block).toContain('Peek &lt;here&gt;');
    expect(block.split('&#847;&zwnj;&nbsp;').length - 1).toBe(100);
    expect(out.indexOf('Peek')).toBeLessThan(out.indexOf('>a<'));
    expect(send(docOf([{ id: 'x', type: 'text', content: 'a' }]))).not.toContain('&#847;');
  });
});

describe('element defaults (docs/product.md › Email defaults)', () => {
  it('button: "Button", #007bff on #ffffff text, radius 0, padding 10px 25px, Outlook padding on the cell', () => {
    const out = one({ id: 'b', type: 'button', properties: { button: { href: 'https://x.example.com' } } });
    expect(out).toContain('bgcolor="#007bff"');
    expect(out).toContain('mso-padding-alt:10px 25px');
    expect(out).toMatch(
      /<a href="https:\/\/x.example.com" target="_blank" rel="noopener" style="display:inline-block;padding:10px 25px;mso-padding-alt:0;background-color:#007bff;color:#ffffff;[^"]*border-radius:0">Button<\/a>/,
    );
  });

  it('button with a placeholder link: a non-clickable label with "(Link Required)"', () => {
    for (const href of [
      undefined,
      '',
      '#',
      '@@PLACEHOLDER_LINK@@',
      'https://via.placeholder.com/x',
      'javascript:alert(1)',
    ]) {
      const out = one({
        id: 'b',
        type: 'button',
        content: 'Go',
        properties: { button: href === undefined ? {} : { href } },
      });
      expect(out, String(href)).toContain('>Go (Link Required)</span>');
      expect(out, String(href)).not.toContain('<a ');
    }
  });

  it('divider 1px #cccccc 100%, spacer 20px', () => {
    expect(one({ id: 'd', type: 'divider' })).toContain(
      'style="width:100%;max-width:100%"><tr><td style="border-top:1px solid #cccccc;',
    );
    expect(one({ id: 's', type: 'spacer' })).toContain('<td height="20" style="height:20px;');
  });

  it('code block: #f8f9fa, padding 10px, radius 4px, monospace 14px', () => {
    expect(one({ id: 'c', type: 'code', content: 'x' })).toContain(
      "background-color:#f8f9fa;padding:10px;border-radius:4px;font-family:Menlo,Consolas,'Courier New',monospace;font-size:14px",
    );
  });

  it('unsubscribe, preferences and footer: 12px #6c757d', () => {
    for (const type of ['unsubscribe', 'preferences', 'footer'] as const) {
      const out = one({
        id: 'u',
        type,
        content: 'x',
        properties: { href: 'https://e.example.com/u' },
      } as EmailElementInput);
      expect(out, type).toMatch(/font-size:12px;line-height:18px;color:#6c757d/);
    }
    expect(one({ id: 'u', type: 'unsubscribe', properties: { href: 'https://e.example.com/u' } })).toContain(
      '>Unsubscribe</a>',
    );
    expect(one({ id: 'u', type: 'preferences', properties: { href: 'https://e.example.com/u' } })).toContain(
      '>Manage preferences</a>',
    );
  });

  it('nav link padding 0 10px; social icons 32px with padding 0 5px; badge 135px; header h2; text left', () => {
    expect(
      one({ id: 'n', type: 'nav', properties: { links: [{ text: 'A', href: 'https://a.example.com' }] } }),
    ).toContain('padding:0 10px');
    const social = one({
      id: 's',
      type: 'social',
      properties: {
        links: [{ platform: 'x', href: 'https://x.com/a', iconSrc: 'https://i.example.com/x.png' }],
      },
    });
    expect(social).toContain('<td style="padding:0 5px">');
    expect(social).toContain('width="32" height="32"');
    expect(
      one({ id: 'a', type: 'appStoreBadge', properties: { href: 'https://apps.apple.com/x' } }),
    ).toContain('width="135" style="width:135px"');
    expect(one({ id: 'h', type: 'header', content: 'H' })).toMatch(/<h2 [^>]*text-align:left">H<\/h2>/);
  });
});

describe('images (docs/product.md › Images)', () => {
  const img = (image: Record<string, unknown>, layout?: Record<string, unknown>) =>
    one({
      id: 'i',
      type: 'image',
      ...(layout ? { layout } : {}),
      properties: { image: { src: 'https://c.example.com/a.png', ...image } },
    });

  it('counts width and height only as positive pixels, then layout values, then 300x200', () => {
    expect(img({})).toContain('width="300" height="200"');
    expect(img({ width: '120px', height: 80 })).toContain('width="120" height="80"');
    expect(img({ width: '50%', height: 'auto' }, { width: '250px', height: '125px' })).toContain(
      'width="250" height="125"',
    );
    expect(img({ width: '0px' })).toContain('width="300"');
  });

  it('scales with height:auto (a fixed height only to crop with objectFit), never wider than the cell', () => {
    expect(img({ width: '200' })).toContain('max-width:200px;height:auto');
    expect(img({ width: '200', height: '100' })).toContain(
      'width="200" height="100" style="display:block;width:100%;max-width:200px;height:auto',
    );
    expect(img({ width: '200', height: '100', objectFit: 'cover' })).toContain(
      'max-width:200px;height:100px;object-fit:cover',
    );
    expect(img({ width: '1000', height: '500' })).toContain('width="552" height="276"');
  });

  it('renders placeholder images as a box: digits or % for sizes, else 100% and 16:9', () => {
    const box = (image: Record<string, unknown>) => one({ id: 'i', type: 'image', properties: { image } });
    expect(box({ src: '@@PLACEHOLDER_IMAGE@@', width: '320' })).toMatch(
      /width="320" style="width:320px;[^>]*><tr><td height="180"/,
    );
    expect(box({ src: 'https://placehold.co/600x400', width: '50%' })).toContain(
      'width="276" style="width:50%;',
    );
    expect(box({ src: '', width: '320px' })).toMatch(
      /width="552" style="width:100%;[^>]*><tr><td height="311"/,
    );
    expect(box({ src: '#', width: '200', height: '90' })).toContain('<td height="90"');
    expect(box({})).not.toContain('<img');
  });
});

describe('preview mode and highlights', () => {
  const doc = docOf([
    { id: 'btn', type: 'button', properties: { button: { href: '#' } } },
    { id: 'pic', type: 'image', properties: { image: { src: '@@PLACEHOLDER_IMAGE@@' } } },
    {
      id: 'txt',
      type: 'text',
      content: 'See [here](@@PLACEHOLDER_LINK@@) and [there](https://ok.example.com)',
    },
  ]);

  it('marks placeholders and elements with data attributes in preview', () => {
    const out = renderEmailHtml(doc, { mode: 'preview' });
    expect(out).toContain('<span data-placeholder="link" data-element-id="btn"');
    expect(out).toContain('<td data-placeholder="image" data-element-id="pic"');
    expect(out).toContain('<span data-placeholder="link" data-element-id="txt" data-link-index="0"');
    expect(out).toContain('data-element-id="txt" style="padding');
    expect(out).toContain('data-section-id="sec"');
  });

  it('has no data attributes in send mode, which is the default', () => {
    for (const out of [
      renderEmailHtml(doc),
      renderEmailHtml(doc, { mode: 'send', highlights: { btn: 'add' } }),
    ]) {
      expect(out).not.toContain('data-');
      expect(out).not.toContain('outline:2px');
    }
  });

  it('outlines additions green dashed and edits yellow solid', () => {
    const out = renderEmailHtml(doc, {
      mode: 'preview',
      highlights: { btn: 'add', txt: 'edit', sec: 'edit' },
    });
    expect(out).toMatch(/data-element-id="btn" style="[^"]*outline:2px dashed #28a745/);
    expect(out).toMatch(/data-element-id="txt" style="[^"]*outline:2px solid #ffc107/);
    expect(out).toMatch(/data-section-id="sec" style="[^"]*outline:2px solid #ffc107/);
    expect(out).not.toMatch(/data-element-id="pic" style="[^"]*outline/);
  });
});

describe('columns, container and box render for real', () => {
  const doc = docOf([
    {
      id: 'cols',
      type: 'columns',
      properties: {
        columns: [
          { id: 'a', elements: [{ id: 'ta', type: 'text', content: 'Left' }] },
          { id: 'b', elements: [{ id: 'tb', type: 'text', content: 'Right' }] },
        ],
      },
    },
    {
      id: 'box',
      type: 'box',
      properties: { elements: [{ id: 'in-box', type: 'text', content: 'In a box' }] },
    },
    {
      id: 'cont',
      type: 'container',
      properties: { elements: [{ id: 'in-cont', type: 'text', content: 'In a container' }] },
    },
  ]);
  const out = send(doc);

  it('columns: two inline-block halves that stack below the breakpoint, fixed cells for Outlook', () => {
    expect(
      out.match(
        /<div class="jm-col" style="display:inline-block;vertical-align:top;width:100%;max-width:276px">/g,
      ),
    ).toHaveLength(2);
    expect(out).toContain('<!--[if mso]><td width="276" valign="top"><![endif]-->');
    expect(out).toMatch(/Left<\/div>.*Right<\/div>/);
  });

  it('container and box draw their children (not a comment)', () => {
    expect(out).toContain('>In a box</div>');
    expect(out).toContain('>In a container</div>');
    expect(out).toMatch(/border:1px solid #dee2e6;border-radius:8px/);
  });
});

describe('safety', () => {
  it('escapes text everywhere and keeps markup out of attributes', () => {
    const evil = '"><script>alert(1)</script>&';
    const out = send(
      docOf([
        { id: 't', type: 'text', content: evil },
        { id: 'h', type: 'header', content: evil },
        { id: 'i', type: 'image', properties: { image: { src: 'https://c.example.com/a.png', alt: evil } } },
        {
          id: 'n',
          type: 'nav',
          properties: { links: [{ text: evil, href: 'https://a.example.com/?q="><x>' }] },
        },
        { id: 'l', type: 'list', properties: { items: [evil] } },
      ]),
    );
    expect(out).not.toContain('<script');
    expect(out).not.toMatch(/="[^"]*"><script/);
    expect(out).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;');
    expect(out).toContain('href="https://a.example.com/?q=&quot;&gt;&lt;x&gt;"');
  });

  it('keeps only http(s), mailto:, tel: and # links', () => {
    const hrefs = {
      'https://ok.example.com/a': true,
      'http://ok.example.com': true,
      'mailto:a@b.example.com': true,
      'tel:+15551234': true,
      '#top': true,
      'javascript:alert(1)': false,
      'JaVaScRiPt:alert(1)': false,
      ' javascript:alert(1)': false,
      'java\tscript:alert(1)': false,
      'data:text/html;base64,PHNjcmlwdD4=': false,
      'vbscript:msgbox(1)': false,
      '//evil.example.com/x': false,
      '/relative/path': false,
      'https://': false,
      'https://nodot': false,
    };
    for (const [href, kept] of Object.entries(hrefs)) {
      const out = one({ id: 'b', type: 'button', content: 'Go', properties: { button: { href } } });
      expect(out.includes('<a href='), href).toBe(kept);
      const img = one({ id: 'i', type: 'image', properties: { image: { src: href, alt: 'x' } } });
      expect(img.includes('<img'), href).toBe(kept && href.startsWith('http'));
    }
  });

  it('drops CSS values that could leave their declaration, even when the schema was bypassed', () => {
    const doc = docOf([{ id: 't', type: 'text', content: 'x' }]);
    const hostile = [
      'red;background:url(https://evil.example.com/p.png)',
      'red" onmouseover="alert(1)',
      'expression(alert(1))',
      '#fff}</style><script>alert(1)</script>',
      'url(javascript:alert(1))',
    ];
    for (const value of hostile) {
      const el = doc.sections[0]!.elements[0]!;
      const tampered = {
        ...doc,
        globalStyles: { ...doc.globalStyles, bodyBackgroundColor: value, bodyFontFamily: value },
        sections: [
          {
            id: 's',
            styles: { backgroundColor: value, padding: value },
            elements: [{ ...el, layout: { color: value, paddingTop: value, fontSize: value } }],
          },
        ],
      } as EmailDocument;
      const out = send(tampered);
      expect(out, value).not.toContain('evil.example.com');
      expect(out, value).not.toContain('onmouseover');
      expect(out, value).not.toContain('expression(');
      expect(out, value).not.toContain('<script');
      expect(out, value).not.toContain('javascript:');
    }
  });

  it('cannot break out of the comment of an unknown element', () => {
    const out = one({ id: 'u', type: 'unknown', originalType: '--><img src=x onerror=alert(1)><!--' });
    expect(out).not.toContain('<img');
    expect(out).toMatch(/<!-- skipped element of unknown type [\w .:/-]* -->/);
  });
});

describe("Gmail's 102 KB clipping limit", () => {
  it('a 40-element email of long, realistic content stays under it', () => {
    const para =
      'Our new collection is here, with more colours, better fabrics and the same fair prices. '.repeat(16);
    const kinds: EmailElementInput[] = [
      { id: '', type: 'text', content: para.slice(0, 1400) },
      {
        id: '',
        type: 'image',
        properties: {
          image: {
            src: 'https://cdn.example.com/images/2025/summer/' + 'x'.repeat(60) + '.jpg',
            alt: 'A product photo',
            width: '552',
            linkHref: 'https://shop.example.com/products/' + 'y'.repeat(60),
          },
        },
      },
      {
        id: '',
        type: 'button',
        content: 'Shop the collection',
        properties: {
          button: {
            href: 'https://shop.example.com/?utm_source=newsletter&utm_medium=email&utm_campaign=summer',
          },
        },
      },
      { id: '', type: 'list', properties: { items: Array.from({ length: 8 }, () => para.slice(0, 120)) } },
    ];
    const elements = Array.from({ length: 40 }, (_, i) => ({ ...kinds[i % kinds.length]!, id: 'e' + i }));
    const doc = docOf(elements);
    const bytes = utf8Length(send(doc));
    expect(bytes).toBeLessThan(GMAIL_CLIP_BYTES);
    expect(bytes).toBeGreaterThan(40_000);
  });

  it('the reference email is far under it', () => {
    expect(utf8Length(send(referenceDoc()))).toBeLessThan(40_000);
  });
});
