import type { EmailElementInput } from '../email';
import { PLACEHOLDER_IMAGE, PLACEHOLDER_LINK } from '../email/placeholders';
import type { PatternId, TemplateSpec } from './types';

type El = EmailElementInput;
export interface SectionInput {
  id: string;
  styles?: Record<string, string>;
  elements: El[];
}

/** `{shop}` in a text becomes the shop's name. */
export type Words = (text: string) => string;

const heading = (id: string, text: string, level: 'h1' | 'h2' | 'h3' | 'h4', align = 'center'): El => ({
  id,
  type: 'header',
  content: text,
  properties: { level, align: align as 'center' },
});
const para = (id: string, text: string, align?: 'center'): El => ({
  id,
  type: 'text',
  content: text,
  ...(align ? { properties: { align } } : {}),
});
const image = (id: string, alt: string, width = '600px'): El => ({
  id,
  type: 'image',
  properties: { image: { src: PLACEHOLDER_IMAGE, alt, width } },
});
const button = (id: string, text: string): El => ({
  id,
  type: 'button',
  content: text,
  properties: { button: { href: PLACEHOLDER_LINK } },
});
const paras = (s: TemplateSpec, w: Words, align?: 'center'): El[] =>
  s.body.map((t, i) => para(`body-${i + 1}`, w(t), align));
const bullets = (s: TemplateSpec, w: Words): El[] =>
  s.items?.length
    ? [{ id: 'points', type: 'list', properties: { items: s.items.map(w), ordered: false } }]
    : [];
const note = (s: TemplateSpec, w: Words): El[] =>
  s.note ? [{ id: 'note', type: 'subtext', content: w(s.note) }] : [];

/** Hero image, headline, paragraphs, points, button: the all-purpose story. */
const story = (s: TemplateSpec, w: Words): El[] => [
  image('hero', w(s.headline)),
  heading('headline', w(s.headline), 'h1'),
  ...paras(s, w),
  ...bullets(s, w),
  button('cta', w(s.cta)),
  ...note(s, w),
];

/** Headline, paragraphs, the code in a bordered box, button. */
const offer = (s: TemplateSpec, w: Words): El[] => [
  heading('headline', w(s.headline), 'h1'),
  ...paras(s, w, 'center'),
  {
    id: 'code-box',
    type: 'box',
    properties: {
      borderWidth: '2px',
      elements: [
        { id: 'code-label', type: 'subtext', content: 'Your code', properties: { align: 'center' } },
        heading('code', s.code ?? 'CODE', 'h2'),
      ],
    },
  },
  button('cta', w(s.cta)),
  ...note(s, w),
];

/** Headline, intro, two or three products in columns (image, name, button), button. */
const products = (s: TemplateSpec, w: Words): El[] => {
  const names = (s.items?.length ? s.items : ['Product', 'Product']).slice(0, 3);
  const cols = names.length < 2 ? [...names, 'Product'] : names;
  return [
    heading('headline', w(s.headline), 'h1'),
    ...paras(s, w, 'center'),
    {
      id: 'grid',
      type: 'columns',
      properties: {
        columns: cols.map((name, i) => ({
          id: `col-${i + 1}`,
          elements: [
            image(`product-${i + 1}-image`, w(name), '100%'),
            heading(`product-${i + 1}-name`, w(name), 'h4'),
            button(`product-${i + 1}-button`, 'View'),
          ],
        })),
      },
    },
    button('cta', w(s.cta)),
  ];
};

/** Hero, headline, paragraphs, the details in a box, button. */
const event = (s: TemplateSpec, w: Words): El[] => [
  image('hero', w(s.headline)),
  heading('headline', w(s.headline), 'h1'),
  ...paras(s, w),
  {
    id: 'details',
    type: 'box',
    properties: {
      elements: [heading('details-title', 'The details', 'h3', 'left'), ...bullets(s, w)],
    },
  },
  button('cta', w(s.cta)),
];

/** Headline, intro, then one story per item (image, title, text, link), divided. */
const newsletter = (s: TemplateSpec, w: Words): El[] => [
  heading('headline', w(s.headline), 'h1'),
  ...paras(s, w, 'center'),
  ...(s.items ?? []).flatMap((title, i): El[] => [
    { id: `rule-${i + 1}`, type: 'divider' },
    image(`story-${i + 1}-image`, w(title)),
    heading(`story-${i + 1}-title`, w(title), 'h2', 'left'),
    para(
      `story-${i + 1}-text`,
      'Two or three sentences about this story. [Read more](' + PLACEHOLDER_LINK + ')',
    ),
  ]),
  button('cta', w(s.cta)),
];

/** No image: a plain notice, left-aligned, for policy and account messages. */
const notice = (s: TemplateSpec, w: Words): El[] => [
  heading('headline', w(s.headline), 'h2', 'left'),
  ...paras(s, w),
  ...bullets(s, w),
  button('cta', w(s.cta)),
];

export const PATTERNS: Record<PatternId, (s: TemplateSpec, w: Words) => El[]> = {
  story,
  offer,
  products,
  event,
  newsletter,
  notice,
};
