/**
 * New elements for the palette: every element type of docs/product.md › The email document (plus columns), each with the spec's
 * defaults (docs/product.md › Email defaults) and a placeholder where a link or image is still to be chosen. Ids are fresh.
 */
import {
  PLACEHOLDER_IMAGE,
  PLACEHOLDER_LINK,
  type ElementType,
  type EmailElement,
  type EmailSection,
} from '../../../../shared/email';

export type PaletteType = Exclude<ElementType, 'unknown'>;

/** The palette, in the order of docs/product.md › The email document, with a human label. */
export const PALETTE: readonly { type: PaletteType; label: string }[] = [
  { type: 'header', label: 'Heading' },
  { type: 'text', label: 'Text' },
  { type: 'button', label: 'Button' },
  { type: 'image', label: 'Image' },
  { type: 'divider', label: 'Divider' },
  { type: 'spacer', label: 'Spacer' },
  { type: 'subtext', label: 'Subtext' },
  { type: 'quote', label: 'Quote' },
  { type: 'code', label: 'Code' },
  { type: 'list', label: 'List' },
  { type: 'icon', label: 'Icon' },
  { type: 'nav', label: 'Navigation links' },
  { type: 'social', label: 'Social links' },
  { type: 'appStoreBadge', label: 'App store badge' },
  { type: 'unsubscribe', label: 'Unsubscribe link' },
  { type: 'preferences', label: 'Preferences link' },
  { type: 'previewText', label: 'Preview text' },
  { type: 'footer', label: 'Footer' },
  { type: 'container', label: 'Container' },
  { type: 'box', label: 'Box' },
  { type: 'columns', label: 'Columns' },
];

export const typeLabel = (type: string): string => PALETTE.find((p) => p.type === type)?.label ?? type;

export function newId(prefix: string): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().slice(0, 8)
      : Math.random().toString(36).slice(2, 10);
  return `${prefix}-${random}`;
}

const link = (text: string) => ({ text, href: PLACEHOLDER_LINK });

export function newElement(type: PaletteType): EmailElement {
  const id = newId(type.toLowerCase());
  switch (type) {
    case 'header':
      return { id, type, content: 'Your heading', properties: { level: 'h2' } };
    case 'text':
      return { id, type, content: 'Write something your readers will love.' };
    case 'button':
      return { id, type, content: 'Button', properties: { button: { href: PLACEHOLDER_LINK } } };
    case 'image':
      return { id, type, properties: { image: { src: PLACEHOLDER_IMAGE, alt: 'Image' } } };
    case 'divider':
      return { id, type, properties: { color: '#cccccc', height: '1px', width: '100%' } };
    case 'spacer':
      return { id, type, properties: { height: '20px' } };
    case 'subtext':
      return { id, type, content: 'A short note in smaller type.' };
    case 'quote':
      return {
        id,
        type,
        content: 'A kind word from a customer.',
        properties: { citation: 'A happy customer' },
      };
    case 'code':
      return { id, type, content: 'SAVE20' };
    case 'list':
      return { id, type, properties: { items: ['First point', 'Second point'] } };
    case 'icon':
      return { id, type, properties: { src: PLACEHOLDER_IMAGE, alt: 'Icon', size: '48px' } };
    case 'nav':
      return { id, type, properties: { links: [link('Shop'), link('About')] } };
    case 'social':
      return {
        id,
        type,
        properties: {
          links: [
            { platform: 'instagram', href: PLACEHOLDER_LINK },
            { platform: 'facebook', href: PLACEHOLDER_LINK },
          ],
        },
      };
    case 'appStoreBadge':
      return { id, type, properties: { store: 'apple', href: PLACEHOLDER_LINK } };
    case 'unsubscribe':
      return { id, type, content: 'Unsubscribe', properties: { href: PLACEHOLDER_LINK } };
    case 'preferences':
      return { id, type, content: 'Manage preferences', properties: { href: PLACEHOLDER_LINK } };
    case 'previewText':
      return { id, type, content: 'A line shown next to the subject in the inbox.' };
    case 'footer':
      return { id, type, content: 'Your company, your address.', properties: { links: [link('Website')] } };
    case 'container':
      return { id, type, properties: { elements: [] } };
    case 'box':
      return { id, type, properties: { elements: [] } };
    case 'columns':
      return {
        id,
        type,
        properties: {
          columns: [
            { id: newId('col'), elements: [] },
            { id: newId('col'), elements: [] },
          ],
        },
      };
  }
}

export const newSection = (): EmailSection => ({ id: newId('section'), elements: [] });

/** A deep copy with every id (element, nested element, column) made fresh: for duplicate. */
export function withFreshIds(el: EmailElement): EmailElement {
  const copy = structuredClone(el);
  const walk = (e: EmailElement): void => {
    e.id = newId(e.type.toLowerCase());
    if (e.type === 'container' || e.type === 'box') e.properties.elements.forEach(walk);
    if (e.type === 'columns')
      for (const c of e.properties.columns) {
        c.id = newId('col');
        c.elements.forEach(walk);
      }
  };
  walk(copy);
  return copy;
}

export function sectionWithFreshIds(s: EmailSection): EmailSection {
  return { ...structuredClone(s), id: newId('section'), elements: s.elements.map(withFreshIds) };
}
