import fc from 'fast-check';
import type { EmailDocumentInput, EmailElementInput } from '../../../shared/email';

/**
 * Random valid documents for the property tests. Every user-controlled string may carry a payload
 * with the marker "jmx" (a tag, an attribute breaker, an entity, a comment); URLs are drawn from
 * safe, unsafe and placeholder ones. Ids are assigned afterwards so they are unique.
 */
export const PAYLOADS = [
  '<jmx>',
  '"><jmx a="1">',
  '" jmx="1',
  "' jmx='1",
  '&jmx;',
  '<!--jmx-->',
  '</td></tr><jmx>',
  ']]><jmx>',
];
export const SAFE_URLS = [
  'https://shop.example.com/a?b=1&c=2',
  'http://example.org',
  'mailto:a@example.com',
  'tel:+15550100',
  '#top',
];
export const BAD_URLS = [
  'javascript:alert(1)',
  ' JAVASCRIPT:alert(1)',
  'data:text/html,<jmx>',
  'vbscript:x',
  '//evil.example.com',
  '/relative',
  'https://"><jmx>',
];
export const PLACEHOLDER_URLS = [
  '',
  '#',
  '@@PLACEHOLDER_IMAGE@@',
  '@@PLACEHOLDER_LINK@@',
  'https://via.placeholder.com/300',
  'https://placehold.co/600x400',
];

export const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(...PAYLOADS),
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...PAYLOADS), fc.string({ maxLength: 8 }))
    .map((p) => p.join('')),
);
export const url = fc.oneof(fc.constantFrom(...SAFE_URLS, ...BAD_URLS, ...PLACEHOLDER_URLS), fc.webUrl());
/** Text that may hold the inline markup (**bold**, [label](url), line breaks). */
const richText = fc.oneof(
  text,
  fc
    .tuple(text, text, url)
    .map(
      ([a, label, u]) =>
        `${a} [${label.replace(/[[\]\n]/g, '')}x](${u.replace(/[()\s]/g, '')}) **${a}**\nend`,
    ),
);
const color = fc.constantFrom('#fff', '#1a2b3c', '#ffffff', '#000000', 'rgb(10, 20, 30)', 'teal', '#f4b400');
const length = fc.constantFrom('0', '10px', '50%', 'auto', '12', '1.5em', '300px', '100%', 24);
const align = fc.constantFrom('left' as const, 'center' as const, 'right' as const);
const font = fc.constantFrom('Georgia, serif', "'Open Sans', sans-serif", 'Arial');
const layout = fc.record(
  {
    align,
    paddingTop: length,
    paddingLeft: length,
    padding: fc.constantFrom('0', '10px 20px', '1px 2px 3px 4px'),
    width: length,
    height: length,
    backgroundColor: color,
    color,
    fontSize: length,
    fontWeight: fc.constantFrom('bold', 400),
  },
  { requiredKeys: [] },
);
const link = fc.record({ text, href: url }, { requiredKeys: ['text'] });
const opt = { requiredKeys: [] as [] };
const base = <T extends string>(type: T) => ({
  id: fc.constant(''),
  type: fc.constant(type),
  content: fc.option(richText, { nil: undefined }),
  layout: fc.option(layout, { nil: undefined }),
});

const flat: fc.Arbitrary<EmailElementInput>[] = [
  fc.record(
    {
      ...base('header'),
      properties: fc.option(
        fc.record(
          {
            level: fc.constantFrom('h1', 'h2', 'h3', 'h4', 'h5', 'h6'),
            fontFamily: font,
            align,
            linkColor: color,
          },
          opt,
        ),
        { nil: undefined },
      ),
    },
    { requiredKeys: ['id', 'type'] },
  ),
  fc.record(
    {
      ...base('text'),
      properties: fc.option(fc.record({ fontFamily: font, align, linkColor: color }, opt), {
        nil: undefined,
      }),
    },
    { requiredKeys: ['id', 'type'] },
  ),
  fc.record(
    {
      ...base('button'),
      properties: fc.record(
        {
          button: fc.record(
            {
              href: url,
              target: fc.constantFrom('_blank', '_self'),
              textColor: color,
              backgroundColor: color,
              borderRadius: length,
              border: fc.constantFrom('1px solid #cccccc', 'none'),
              padding: fc.constantFrom('10px 25px', '4px'),
            },
            opt,
          ),
        },
        opt,
      ),
    },
    { requiredKeys: ['id', 'type'] },
  ),
  fc.record(
    {
      ...base('image'),
      properties: fc.record(
        {
          image: fc.record(
            {
              src: url,
              alt: text,
              width: length,
              height: length,
              linkHref: url,
              linkTarget: fc.constantFrom('_blank', '_self'),
              objectFit: fc.constantFrom('cover', 'contain'),
            },
            opt,
          ),
        },
        opt,
      ),
    },
    { requiredKeys: ['id', 'type'] },
  ),
  fc.record(
    {
      ...base('divider'),
      properties: fc.record(
        { color, height: length, width: length, style: fc.constantFrom('solid', 'dashed') },
        opt,
      ),
    },
    { requiredKeys: ['id', 'type'] },
  ),
  fc.record(
    { ...base('spacer'), properties: fc.record({ height: length }, opt) },
    { requiredKeys: ['id', 'type'] },
  ),
  fc.record({ ...base('subtext'), properties: fc.record({ align }, opt) }, { requiredKeys: ['id', 'type'] }),
  fc.record(
    { ...base('quote'), properties: fc.record({ citation: text, borderColor: color }, opt) },
    { requiredKeys: ['id', 'type'] },
  ),
  fc.record({ ...base('code') }, { requiredKeys: ['id', 'type'] }),
  fc.record(
    {
      ...base('list'),
      properties: fc.record(
        { ordered: fc.boolean(), items: fc.array(richText, { maxLength: 5 }), markerColor: color },
        opt,
      ),
    },
    { requiredKeys: ['id', 'type'] },
  ),
  fc.record(
    { ...base('icon'), properties: fc.record({ src: url, alt: text, size: length, linkHref: url }, opt) },
    { requiredKeys: ['id', 'type'] },
  ),
  fc.record(
    {
      ...base('nav'),
      properties: fc.record({ links: fc.array(link, { maxLength: 4 }), linkColor: color }, opt),
    },
    { requiredKeys: ['id', 'type'] },
  ),
  fc.record(
    {
      ...base('social'),
      properties: fc.record(
        {
          links: fc.array(
            fc.record(
              {
                platform: fc.oneof(
                  fc.constantFrom('facebook', 'x', 'youtube'),
                  text.map((t) => t.slice(0, 40)),
                ),
                href: url,
                iconSrc: url,
                label: text,
              },
              { requiredKeys: ['platform'] },
            ),
            { maxLength: 4 },
          ),
          iconStyle: fc.constantFrom('color', 'dark', 'light'),
        },
        opt,
      ),
    },
    { requiredKeys: ['id', 'type'] },
  ),
  fc.record(
    {
      ...base('appStoreBadge'),
      properties: fc.record(
        { store: fc.constantFrom('apple', 'google'), href: url, src: url, alt: text },
        opt,
      ),
    },
    { requiredKeys: ['id', 'type'] },
  ),
  fc.record(
    { ...base('unsubscribe'), properties: fc.record({ href: url }, opt) },
    { requiredKeys: ['id', 'type'] },
  ),
  fc.record(
    { ...base('preferences'), properties: fc.record({ href: url }, opt) },
    { requiredKeys: ['id', 'type'] },
  ),
  fc.record({ ...base('previewText') }, { requiredKeys: ['id', 'type'] }),
  fc.record(
    { ...base('footer'), properties: fc.record({ links: fc.array(link, { maxLength: 3 }) }, opt) },
    { requiredKeys: ['id', 'type'] },
  ),
  fc.record(
    {
      id: fc.constant(''),
      type: fc.constant('unknown' as const),
      originalType: text,
      raw: fc.jsonValue({ maxDepth: 2 }),
    },
    { requiredKeys: ['id', 'type', 'originalType'] },
  ),
] as fc.Arbitrary<EmailElementInput>[];

export const flatElement = fc.oneof(...flat);
const children = fc.array(flatElement, { maxLength: 3 });
export const element: fc.Arbitrary<EmailElementInput> = fc.oneof(
  { weight: 8, arbitrary: flatElement },
  {
    weight: 1,
    arbitrary: fc.record({
      id: fc.constant(''),
      type: fc.constant('container' as const),
      layout: fc.option(layout, { nil: undefined }),
      properties: fc.record({ elements: children }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      id: fc.constant(''),
      type: fc.constant('box' as const),
      layout: fc.option(layout, { nil: undefined }),
      properties: fc.record(
        { elements: children, borderColor: color, borderRadius: length },
        { requiredKeys: ['elements'] },
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      id: fc.constant(''),
      type: fc.constant('columns' as const),
      properties: fc.record(
        {
          columns: fc.array(
            fc.record({
              id: fc.constant(''),
              width: fc.option(fc.constantFrom('30%', '50%', '70%'), { nil: undefined }),
              backgroundColor: fc.option(color, { nil: undefined }),
              elements: children,
            }),
            { minLength: 2, maxLength: 3 },
          ),
          stackOnMobile: fc.boolean(),
          gap: length,
        },
        { requiredKeys: ['columns'] },
      ),
    }),
  },
) as fc.Arbitrary<EmailElementInput>;

const section = fc.record({
  id: fc.constant(''),
  styles: fc.option(
    fc.record(
      {
        backgroundColor: color,
        padding: fc.constantFrom('0', '24px 0', '10px 20px 30px'),
        border: fc.constantFrom('1px solid #cccccc', 'none'),
        color,
        fontFamily: font,
      },
      opt,
    ),
    { nil: undefined },
  ),
  elements: fc.array(element, { maxLength: 6 }),
});

/** Gives every section, element and column a unique id (s1, e2, c3...). */
function withIds(doc: EmailDocumentInput): EmailDocumentInput {
  let n = 0;
  const fix = (els: EmailElementInput[]): void => {
    for (const el of els) {
      el.id = 'e' + ++n;
      if (el.type === 'container' || el.type === 'box') fix(el.properties?.elements ?? []);
      if (el.type !== 'columns') continue;
      for (const c of el.properties.columns) {
        c.id = 'c' + ++n;
        fix(c.elements ?? []);
      }
    }
  };
  for (const s of doc.sections) {
    s.id = 's' + ++n;
    fix(s.elements ?? []);
  }
  return doc;
}

export const documentInput: fc.Arbitrary<EmailDocumentInput> = fc
  .record({
    name: fc.option(text, { nil: undefined }),
    globalStyles: fc.option(
      fc.record(
        {
          contentWidth: fc.constantFrom('600px', '640', '480px'),
          bodyBackgroundColor: color,
          bodyFontFamily: font,
          bodyTextColor: color,
        },
        opt,
      ),
      { nil: undefined },
    ),
    sections: fc.array(section, { maxLength: 6 }),
  })
  .map(withIds);
