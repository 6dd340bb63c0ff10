import { BUTTON_RADIUS, FONT_STACKS, type BrandKit } from '../contracts/brand';
import type { EmailDocument, EmailElement, EmailSection } from '../email';

/**
 * The brand kit applied to a structured email (issue 33): the body's background, text colour and font, and
 * every colour an element kind carries in its properties (buttons in the primary colour with readable text
 * and the kit's shape, links in the link colour, rules, quote bars and box borders in the accent, list
 * markers in the primary, columns on the background). Pure; returns a new document. An element's own
 * `layout` colours are left alone: they are the owner's deliberate choices, and the body colours reach
 * everything that has none.
 */
export function applyBrand(doc: EmailDocument, brand: BrandKit): EmailDocument {
  return {
    ...doc,
    globalStyles: {
      ...doc.globalStyles,
      bodyBackgroundColor: brand.colors.background,
      bodyTextColor: brand.colors.text,
      bodyFontFamily: FONT_STACKS[brand.font],
    },
    sections: doc.sections.map((s) => brandSection(s, brand)),
  };
}

/** A section in the brand; `inherit` also sets its text colour and font (for a draft made section by section). */
export function brandSection(section: EmailSection, brand: BrandKit, inherit = false): EmailSection {
  const styles = inherit
    ? { ...section.styles, color: brand.colors.text, fontFamily: FONT_STACKS[brand.font] }
    : section.styles;
  return {
    ...section,
    ...(styles ? { styles } : {}),
    elements: section.elements.map((e) => brandElement(e, brand)),
  };
}

/** Black or white, whichever reads on the colour (WCAG relative luminance). */
export function textOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.35 ? '#111111' : '#ffffff';
}

export function brandElement(el: EmailElement, brand: BrandKit): EmailElement {
  const c = brand.colors;
  switch (el.type) {
    case 'button':
      return {
        ...el,
        properties: {
          ...el.properties,
          button: {
            ...el.properties?.button,
            backgroundColor: c.primary,
            textColor: textOn(c.primary),
            borderRadius: BUTTON_RADIUS[brand.buttonShape],
          },
        },
      };
    case 'text':
    case 'header':
    case 'nav':
      return { ...el, properties: { ...el.properties, linkColor: c.link } } as EmailElement;
    case 'divider':
      return { ...el, properties: { ...el.properties, color: c.accent } };
    case 'quote':
    case 'box':
      return brandNested(el, brand);
    case 'list':
      return { ...el, properties: { ...el.properties, markerColor: c.primary } };
    case 'container':
      return { ...el, properties: { ...el.properties, elements: brandAll(el.properties.elements, brand) } };
    case 'columns':
      return {
        ...el,
        properties: {
          ...el.properties,
          columns: el.properties.columns.map((col) => ({
            ...col,
            backgroundColor: c.background,
            elements: brandAll(col.elements, brand),
          })),
        },
      };
    default:
      return el;
  }
}

function brandNested(el: EmailElement & { type: 'quote' | 'box' }, brand: BrandKit): EmailElement {
  if (el.type === 'quote')
    return { ...el, properties: { ...el.properties, borderColor: brand.colors.accent } };
  return {
    ...el,
    properties: {
      ...el.properties,
      borderColor: brand.colors.accent,
      elements: brandAll(el.properties.elements, brand),
    },
  };
}

const brandAll = (elements: EmailElement[], brand: BrandKit): EmailElement[] =>
  elements.map((e) => brandElement(e, brand));
