import type { ElementType, EmailElementInput } from '../../../shared/email';

/**
 * The golden cases: for each element type, its defaults, a customised variant and (where it has
 * links or images) a placeholder. Adding a type to the registry without a case here fails the golden test.
 */
export const ELEMENT_CASES: Record<ElementType, EmailElementInput[]> = {
  header: [
    { id: 'h-default', type: 'header', content: 'Default heading' },
    {
      id: 'h1',
      type: 'header',
      content: 'Big & bold <news>',
      properties: { level: 'h1', align: 'center', fontFamily: 'Georgia, serif' },
    },
    {
      id: 'h6',
      type: 'header',
      content: 'Small print heading',
      layout: { color: '#1f4d3a' },
      properties: { level: 'h6', align: 'right' },
    },
  ],
  text: [
    { id: 't-plain', type: 'text', content: 'Hello "friend" & welcome.\nSecond line.' },
    {
      id: 't-markup',
      type: 'text',
      content:
        'Read **the guide** or [our blog](https://example.com/blog?a=1&b=2). [Unsafe](javascript:alert(1)) and [todo](#).',
      layout: { backgroundColor: '#f4f4f4', paddingTop: 20, fontSize: '18px' },
      properties: { align: 'center', linkColor: '#1f4d3a' },
    },
  ],
  button: [
    { id: 'b-default', type: 'button' },
    {
      id: 'b-custom',
      type: 'button',
      content: 'Shop now',
      layout: { align: 'left' },
      properties: {
        button: {
          href: 'https://shop.example.com/?utm=1&x=2',
          target: '_self',
          textColor: '#111111',
          backgroundColor: '#ffcc00',
          borderRadius: '6px',
          border: '2px solid #111111',
        },
      },
    },
    {
      id: 'b-full',
      type: 'button',
      content: 'Full width',
      layout: { width: '100%' },
      properties: { button: { href: 'mailto:hi@example.com' } },
    },
    {
      id: 'b-placeholder',
      type: 'button',
      content: 'Book a call',
      properties: { button: { href: '@@PLACEHOLDER_LINK@@' } },
    },
  ],
  image: [
    {
      id: 'i-fallback',
      type: 'image',
      properties: { image: { src: 'https://cdn.example.com/a.png', alt: 'No sizes given' } },
    },
    {
      id: 'i-sized',
      type: 'image',
      properties: {
        image: {
          src: 'https://cdn.example.com/b.jpg',
          alt: 'Sized',
          width: '200px',
          height: '100',
          linkHref: 'https://example.com/b',
          objectFit: 'cover',
        },
      },
    },
    {
      id: 'i-layout',
      type: 'image',
      layout: { width: '400px', align: 'left' },
      properties: { image: { src: 'https://cdn.example.com/c.jpg', alt: 'Layout width', width: '50%' } },
    },
    {
      id: 'i-wide',
      type: 'image',
      layout: { padding: '0' },
      properties: {
        image: { src: 'https://cdn.example.com/d.jpg', alt: 'Too wide', width: '1200', height: '600' },
      },
    },
    {
      id: 'i-placeholder',
      type: 'image',
      properties: { image: { src: 'https://via.placeholder.com/600x300', alt: 'Hero image', width: '300' } },
    },
    {
      id: 'i-marker',
      type: 'image',
      properties: { image: { src: '@@PLACEHOLDER_IMAGE@@', width: '300px', linkHref: '#' } },
    },
  ],
  divider: [
    { id: 'd-default', type: 'divider' },
    {
      id: 'd-custom',
      type: 'divider',
      properties: { color: '#ff0000', height: '3px', width: '50%', style: 'dashed' },
    },
  ],
  spacer: [
    { id: 'sp-default', type: 'spacer' },
    { id: 'sp-40', type: 'spacer', properties: { height: '40px' } },
  ],
  subtext: [{ id: 'st', type: 'subtext', content: 'Prices include VAT.', properties: { align: 'center' } }],
  quote: [
    { id: 'q-plain', type: 'quote', content: 'Simple quote' },
    {
      id: 'q-cited',
      type: 'quote',
      content: 'Best purchase <ever>',
      properties: { citation: 'A & B, customers', borderColor: '#00aa00' },
    },
  ],
  code: [
    { id: 'c-block', type: 'code', content: 'function hi() {\n  return "<hi>";\n}' },
    { id: 'c-promo', type: 'code', content: 'SAVE-20', layout: { align: 'center' } },
  ],
  list: [
    {
      id: 'l-bullets',
      type: 'list',
      properties: { items: ['One', 'Two & three', '[Link](https://example.com)'] },
    },
    {
      id: 'l-ordered',
      type: 'list',
      properties: { ordered: true, items: ['First', 'Second'], markerColor: '#ff6600' },
    },
  ],
  icon: [
    {
      id: 'ic',
      type: 'icon',
      properties: {
        src: 'https://cdn.example.com/icon.png',
        alt: 'Truck',
        linkHref: 'https://example.com/shipping',
      },
    },
    {
      id: 'ic-small',
      type: 'icon',
      layout: { align: 'left' },
      properties: { src: 'https://cdn.example.com/icon2.png', size: '24px' },
    },
    { id: 'ic-placeholder', type: 'icon', properties: { src: '' } },
  ],
  nav: [
    {
      id: 'nav',
      type: 'nav',
      properties: {
        links: [
          { text: 'Home', href: 'https://example.com/' },
          { text: 'Shop & save', href: 'https://example.com/shop' },
          { text: 'Later', href: '#' },
        ],
        linkColor: '#1f4d3a',
      },
    },
  ],
  social: [
    {
      id: 'so-badges',
      type: 'social',
      properties: {
        links: [
          { platform: 'facebook', href: 'https://facebook.com/x' },
          { platform: 'instagram', href: 'https://instagram.com/x' },
          { platform: 'mastodon', href: 'https://mastodon.social/@x' },
          { platform: 'x' },
        ],
      },
    },
    {
      id: 'so-dark',
      type: 'social',
      properties: { iconStyle: 'light', links: [{ platform: 'linkedin', href: 'https://linkedin.com/x' }] },
    },
    {
      id: 'so-images',
      type: 'social',
      properties: {
        links: [
          { platform: 'youtube', href: 'https://youtube.com/x', iconSrc: 'https://cdn.example.com/yt.png' },
        ],
      },
    },
  ],
  appStoreBadge: [
    {
      id: 'badge-apple',
      type: 'appStoreBadge',
      properties: { store: 'apple', href: 'https://apps.apple.com/app/id1' },
    },
    {
      id: 'badge-google',
      type: 'appStoreBadge',
      properties: { store: 'google', href: 'https://play.google.com/store/apps/details?id=x' },
    },
    {
      id: 'badge-image',
      type: 'appStoreBadge',
      properties: {
        store: 'apple',
        href: 'https://apps.apple.com/app/id1',
        src: 'https://cdn.example.com/badge.png',
      },
    },
  ],
  unsubscribe: [
    { id: 'unsub', type: 'unsubscribe', properties: { href: 'https://example.com/unsubscribe?u=1' } },
    { id: 'unsub-missing', type: 'unsubscribe', content: 'Opt out' },
  ],
  preferences: [
    { id: 'prefs', type: 'preferences', properties: { href: 'https://example.com/preferences' } },
  ],
  previewText: [{ id: 'pre', type: 'previewText', content: 'The hidden preview <line>' }],
  footer: [
    {
      id: 'foot',
      type: 'footer',
      content: 'ACME Inc., 1 Main St\nSpringfield',
      properties: {
        links: [
          { text: 'Privacy', href: 'https://example.com/privacy' },
          { text: 'Terms', href: 'https://example.com/terms' },
        ],
      },
    },
  ],
  container: [
    {
      id: 'cont',
      type: 'container',
      layout: { backgroundColor: '#1f4d3a', padding: '24px' },
      properties: {
        elements: [
          { id: 'cont-h', type: 'header', content: 'Inside', layout: { color: '#ffffff' } },
          { id: 'cont-t', type: 'text', content: 'Nested text', layout: { color: '#ffffff' } },
        ],
      },
    },
  ],
  box: [
    {
      id: 'box',
      type: 'box',
      layout: { backgroundColor: '#fffaf0' },
      properties: {
        borderColor: '#f4b400',
        borderRadius: '12px',
        elements: [
          { id: 'box-t', type: 'text', content: 'Boxed' },
          { id: 'box-c', type: 'code', content: 'CODE10', layout: { align: 'center' } },
        ],
      },
    },
  ],
  columns: [
    {
      id: 'cols2',
      type: 'columns',
      properties: {
        columns: [
          {
            id: 'c2a',
            elements: [
              {
                id: 'c2a-i',
                type: 'image',
                properties: {
                  image: {
                    src: 'https://cdn.example.com/p1.jpg',
                    alt: 'P1',
                    width: '300px',
                    height: '300px',
                  },
                },
              },
              { id: 'c2a-t', type: 'text', content: 'Left' },
            ],
          },
          { id: 'c2b', elements: [{ id: 'c2b-t', type: 'text', content: 'Right' }] },
        ],
      },
    },
    {
      id: 'cols3',
      type: 'columns',
      properties: {
        gap: '12px',
        columns: [
          { id: 'c3a', width: '50%', elements: [{ id: 'c3a-t', type: 'text', content: 'Half' }] },
          {
            id: 'c3b',
            width: '25%',
            backgroundColor: '#eeeeee',
            verticalAlign: 'middle',
            elements: [{ id: 'c3b-t', type: 'text', content: 'Quarter' }],
          },
          { id: 'c3c', width: '25%', elements: [{ id: 'c3c-t', type: 'text', content: 'Quarter' }] },
        ],
      },
    },
    {
      id: 'cols-fixed',
      type: 'columns',
      properties: {
        stackOnMobile: false,
        columns: [
          { id: 'cf-a', elements: [{ id: 'cf-a-t', type: 'text', content: 'A' }] },
          { id: 'cf-b', elements: [] },
        ],
      },
    },
  ],
  unknown: [
    {
      id: 'unk',
      type: 'unknown',
      originalType: 'carousel --> <script>',
      raw: { type: 'carousel', slides: 3 },
    },
  ],
};
