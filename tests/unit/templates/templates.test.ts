import { describe, expect, it } from 'vitest';
import { defaultBrandKit, type BrandKit } from '../../../shared/contracts/brand';
import {
  GMAIL_CLIP_BYTES,
  isPlaceholder,
  parseEmailDocument,
  renderEmailHtml,
  utf8Length,
} from '../../../shared/email';
import { emailTypes } from '../../../shared/onboarding/email-types';
import { buildTemplate } from '../../../shared/templates/build';
import { BASIC_TEMPLATE_IDS, TEMPLATES, tierMayUse } from '../../../shared/templates/catalogue';
import { FAMILIES, unsupportedByFamily } from '../email/caniemail-check';
import { referenceDoc } from '../email/helpers';

const brand: BrandKit = {
  ...defaultBrandKit('lumen-candles.com'),
  logoUrl: 'https://cdn.lumen-candles.com/logo.png',
  colors: { primary: '#7a1f5c', accent: '#e0a100', background: '#fbf7f2', text: '#2b2b2b', link: '#0b5cad' },
  social: [{ platform: 'instagram', href: 'https://instagram.com/lumen' }],
};
const plain = defaultBrandKit(null);

/** What the renderer's reference email already lacks per client family (no worse than MJML: caniemail.test.ts). */
const reference = unsupportedByFamily(renderEmailHtml(referenceDoc()));
/**
 * Yahoo drops aria-label, which the social badges carry beside a title and a visible letter: harmless, and
 * the one feature the footer's social links add to the reference email's list.
 */
const HARMLESS = ['aria-label attribute'];

describe('the template gallery (issue 33)', () => {
  it('has one template for each of the 27 onboarding email types, and the five layouts', () => {
    const types = new Set(TEMPLATES.map((t) => t.emailType).filter(Boolean));
    expect(emailTypes.filter((t) => !types.has(t.id)).map((t) => t.id)).toEqual([]);
    expect(TEMPLATES.filter((t) => !t.emailType).map((t) => t.id)).toEqual([
      'layout_newsletter',
      'layout_product_grid',
      'layout_announcement',
      'layout_sale_code',
      'layout_event_invitation',
    ]);
    expect(new Set(TEMPLATES.map((t) => t.id)).size).toBe(TEMPLATES.length);
  });

  it('gives Free the basic set of 8, Pro and Premium every template', () => {
    expect(BASIC_TEMPLATE_IDS).toHaveLength(8);
    for (const id of BASIC_TEMPLATE_IDS)
      expect(
        TEMPLATES.some((t) => t.id === id),
        id,
      ).toBe(true);
    expect(TEMPLATES.filter((t) => tierMayUse('free', t.id))).toHaveLength(8);
    expect(TEMPLATES.every((t) => tierMayUse('pro', t.id) && tierMayUse('premium', t.id))).toBe(true);
  });

  for (const spec of TEMPLATES) {
    describe(spec.id, () => {
      const doc = buildTemplate(spec, brand);
      const html = renderEmailHtml(doc, { mode: 'send' });

      it('validates against the email schema, strictly, as stored and read back', () => {
        const again = parseEmailDocument(JSON.parse(JSON.stringify(doc)), { strict: true });
        expect(again.ok, again.ok ? '' : again.problems.join('\n')).toBe(true);
        expect(() => buildTemplate(spec, plain)).not.toThrow();
      });

      it("renders in the shop's brand, under Gmail's 102 KB clip", () => {
        expect(utf8Length(html)).toBeLessThan(GMAIL_CLIP_BYTES);
        for (const c of [brand.colors.primary, brand.colors.background, brand.colors.text])
          expect(html).toContain(c);
        expect(html).toContain(brand.logoUrl);
        expect(html).not.toContain('{shop}');
      });

      it('has placeholders only for the images and links the shop must supply', () => {
        const urls = [...JSON.stringify(doc).matchAll(/"(?:src|href)":"([^"]*)"/g)].map((m) => m[1]!);
        const own = new Set([brand.logoUrl, ...brand.social.map((s) => s.href)]);
        for (const u of urls) expect(isPlaceholder(u) || own.has(u), u).toBe(true);
      });

      it('adds no caniemail-unsupported feature in Gmail, Apple Mail, Outlook or Yahoo beyond the reference email', () => {
        const found = unsupportedByFamily(html);
        for (const family of Object.keys(FAMILIES))
          expect(
            found[family]!.filter((f) => !reference[family]!.includes(f) && !HARMLESS.includes(f)),
            family,
          ).toEqual([]);
      });
    });
  }
});
