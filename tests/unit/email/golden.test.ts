import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES, renderEmailHtml, renderEmailText } from '../../../shared/email';
import { ELEMENT_CASES } from './element-cases';
import { contentRows, docOf, expectGolden, pretty, referenceDoc } from './helpers';

describe('golden files, one per element type (send mode)', () => {
  it('has a case for every registered element type', () => {
    expect(Object.keys(ELEMENT_CASES).sort()).toEqual([...ELEMENT_TYPES].sort());
  });

  for (const type of ELEMENT_TYPES) {
    it(type, () => {
      const doc = docOf(ELEMENT_CASES[type]);
      const html = renderEmailHtml(doc, { mode: 'send' });
      const golden =
        type === 'previewText'
          ? html.slice(html.indexOf('<body'), html.indexOf('<table'))
          : contentRows(html);
      expectGolden(type + '.html', pretty(golden));
      expectGolden(type + '.txt', renderEmailText(doc));
    });
  }
});

describe('golden files of placeholders in preview mode', () => {
  for (const type of ['button', 'image', 'nav'] as const) {
    it(type, () => {
      const doc = docOf(ELEMENT_CASES[type]);
      expectGolden(
        type + '.preview.html',
        pretty(
          contentRows(
            renderEmailHtml(doc, { mode: 'preview', highlights: { [ELEMENT_CASES[type][0]!.id]: 'add' } }),
          ),
        ),
      );
    });
  }
});

describe('golden file of the reference email', () => {
  it('renders the 10-section marketing email (HTML and text)', () => {
    const doc = referenceDoc();
    expect(doc.sections).toHaveLength(10);
    expectGolden('reference-email.html', pretty(renderEmailHtml(doc)));
    expectGolden('reference-email.txt', renderEmailText(doc));
  });
});
