import { describe, expect, it } from 'vitest';
import { applyBrand, textOn } from '../../../shared/brand/apply-brand';
import {
  defaultBrandKit,
  FONT_STACKS,
  shopNameFromDomain,
  type BrandKit,
} from '../../../shared/contracts/brand';
import { renderEmailHtml, type EmailElement } from '../../../shared/email';
import { colorSchema } from '../../../shared/email/css';
import { ELEMENT_TYPES } from '../../../shared/email/elements/registry';
import { ELEMENT_CASES } from '../email/element-cases';
import { docOf } from '../email/helpers';

const brand: BrandKit = {
  ...defaultBrandKit('example.com'),
  colors: { primary: '#aa0001', accent: '#aa0002', background: '#aa0003', text: '#aa0004', link: '#aa0005' },
  font: 'georgia',
  buttonShape: 'pill',
};
const BRAND_COLOURS = new Set(Object.values(brand.colors).concat(['#ffffff', '#111111']));

type Def = { type: string; shape?: Record<string, unknown>; innerType?: unknown; element?: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/**
 * The paths (under properties) of every colour field an element kind's schema declares, found by walking
 * the schema itself, so a colour field added later is covered without touching this test. Nested element
 * lists and `layout` (the owner's per-element overrides) are not followed.
 */
function colourPaths(schema: unknown, path: string[] = []): string[][] {
  if (schema === colorSchema) return [path];
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'default') return colourPaths(def.innerType, path);
  if (def.type === 'array') return colourPaths(def.element, [...path, '*']);
  if (def.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape)
    .filter(([key]) => key !== 'layout' && key !== 'elements')
    .flatMap(([key, s]) => colourPaths(s, [...path, key]));
}

function valuesAt(value: unknown, path: string[]): unknown[] {
  if (path.length === 0) return [value];
  const [head, ...rest] = path as [string, ...string[]];
  if (head === '*') return Array.isArray(value) ? value.flatMap((v) => valuesAt(v, rest)) : [undefined];
  return valuesAt((value as Record<string, unknown> | undefined)?.[head], rest);
}

const { elementSchema } = await import('../../../shared/email/elements/registry');
const optionsOf = (): unknown[] => (defOf(elementSchema) as unknown as { options: unknown[] }).options;

describe('applyBrand: the brand kit reaches every element kind that has a colour', () => {
  const kinds = optionsOf()
    .map((s) => ({
      type: String((defOf(s).shape!.type as { _zod: { def: { values: string[] } } })._zod.def.values[0]),
      paths: colourPaths(s),
    }))
    .filter((k) => k.paths.length > 0);

  it('finds the colour-bearing kinds in the schema (the walk itself works)', () => {
    expect(kinds.map((k) => k.type).sort()).toEqual(
      ['box', 'button', 'columns', 'divider', 'header', 'list', 'nav', 'quote', 'text'].sort(),
    );
  });

  for (const type of ELEMENT_TYPES) {
    it(`${type}: every colour field is one of the brand's`, () => {
      const paths = kinds.find((k) => k.type === type)?.paths ?? [];
      for (const sample of ELEMENT_CASES[type]) {
        const branded = applyBrand(docOf([sample]), brand).sections[0]!.elements[0] as EmailElement;
        for (const path of paths)
          for (const v of valuesAt(branded, path))
            expect(BRAND_COLOURS.has(String(v)), `${sample.id} ${path.join('.')} = ${String(v)}`).toBe(true);
      }
    });
  }

  it('sets the body colours and font, and the rendered email carries them', () => {
    const doc = applyBrand(docOf(Object.values(ELEMENT_CASES).flat()), brand);
    expect(doc.globalStyles).toMatchObject({
      bodyBackgroundColor: '#aa0003',
      bodyTextColor: '#aa0004',
      bodyFontFamily: FONT_STACKS.georgia,
    });
    const html = renderEmailHtml(doc);
    for (const colour of Object.values(brand.colors)) expect(html).toContain(colour);
    expect(html).toContain('border-radius:999px');
  });

  it('writes button text that reads on the primary colour', () => {
    expect(textOn('#ffee00')).toBe('#111111');
    expect(textOn('#1f6f4a')).toBe('#ffffff');
  });

  it('names the shop from its domain', () => {
    expect(shopNameFromDomain('www.green-leaf-tea.co.uk')).toBe('Green Leaf Tea');
    expect(shopNameFromDomain(null)).toBe('My shop');
  });
});
