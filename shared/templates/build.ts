import { applyBrand } from '../brand/apply-brand';
import type { BrandKit } from '../contracts/brand';
import { parseEmailDocument, type EmailDocument, type EmailElementInput } from '../email';
import { PATTERNS, type SectionInput, type Words } from './patterns';
import type { TemplateSpec } from './types';

/** The top: preview text and the logo, or the shop's name when it has no logo. */
function top(s: TemplateSpec, brand: BrandKit, w: Words): SectionInput {
  const mark: EmailElementInput = brand.logoUrl
    ? {
        id: 'logo',
        type: 'image',
        properties: { image: { src: brand.logoUrl, alt: brand.shopName, width: '160px' } },
      }
    : {
        id: 'shop-name',
        type: 'header',
        content: brand.shopName,
        properties: { level: 'h3', align: 'center' },
      };
  return { id: 'top', elements: [{ id: 'preview', type: 'previewText', content: w(s.preview) }, mark] };
}

/** The footer: a rule, the social links, why the reader gets this email, the unsubscribe link. */
function footer(brand: BrandKit, w: Words): SectionInput {
  const social: EmailElementInput[] = brand.social.length
    ? [{ id: 'social', type: 'social', properties: { links: brand.social.map((l) => ({ ...l })) } }]
    : [];
  return {
    id: 'footer',
    elements: [
      { id: 'footer-rule', type: 'divider' },
      ...social,
      {
        id: 'footer-text',
        type: 'footer',
        content: w('You are receiving this email because you signed up at {shop}.'),
      },
      { id: 'unsubscribe', type: 'unsubscribe', content: 'Unsubscribe' },
    ],
  };
}

/**
 * A template as a structured email in the shop's brand: its pattern's elements between the brand's top and
 * footer, parsed strictly by the email schema (a template that does not validate is a bug, so it throws),
 * then every colour, the font and the button shape from the brand kit.
 */
export function buildTemplate(spec: TemplateSpec, brand: BrandKit): EmailDocument {
  const w: Words = (text) => text.replaceAll('{shop}', brand.shopName);
  const doc = {
    name: spec.name,
    sections: [
      top(spec, brand, w),
      { id: 'main', elements: PATTERNS[spec.pattern](spec, w) },
      footer(brand, w),
    ],
  };
  const parsed = parseEmailDocument(doc, { strict: true });
  if (!parsed.ok) throw new Error(`template ${spec.id} does not validate: ${parsed.problems.join('; ')}`);
  return applyBrand(parsed.data, brand);
}
