import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyChange,
  GMAIL_CLIP_BYTES,
  invertChange,
  isPlaceholder,
  parseEmailDocument,
  renderEmailHtml,
  renderEmailText,
  utf8Length,
  type EmailChangeInput,
  type EmailDocument,
  type EmailElement,
  type EmailElementInput,
} from '../../../shared/email';
import { documentInput, element } from './arbitraries';

const RUNS = { numRuns: 250 };

/** The arbitrary makes valid documents: parse strictly (a failure here is a bug in the arbitrary or the schema). */
const validDoc = documentInput.map((input) => {
  const r = parseEmailDocument(input, { strict: true });
  if (!r.ok) throw new Error('arbitrary produced an invalid document: ' + r.problems.join('; '));
  return r.data;
});

function countElements(list: readonly EmailElement[]): number {
  let n = 0;
  for (const el of list) {
    n++;
    if (el.type === 'container' || el.type === 'box') n += countElements(el.properties.elements);
    if (el.type === 'columns') for (const c of el.properties.columns) n += countElements(c.elements);
  }
  return n;
}

describe('random valid documents', () => {
  it('always render, to HTML and to text', () => {
    fc.assert(
      fc.property(validDoc, fc.constantFrom('send' as const, 'preview' as const), (doc, mode) => {
        const html = renderEmailHtml(doc, { mode });
        expect(html.startsWith('<!doctype html>')).toBe(true);
        expect(html.endsWith('</body></html>')).toBe(true);
        expect(typeof renderEmailText(doc)).toBe('string');
      }),
      RUNS,
    );
  });

  it('never contain an unescaped user string', () => {
    fc.assert(
      fc.property(validDoc, (doc) => {
        for (const html of [renderEmailHtml(doc), renderEmailHtml(doc, { mode: 'preview' })]) {
          expect(html).not.toMatch(/<\/?jmx/i);
          // no attribute of ours was broken into: outside quoted values, no tag mentions jmx
          for (const tag of html.matchAll(/<[a-z][^<>]*>/gi))
            expect(tag[0].replace(/"[^"]*"/g, '""')).not.toContain('jmx');
          expect(html).not.toContain('&jmx;');
          expect(html).not.toContain('<!--jmx');
          expect(html).not.toContain(']]>');
        }
      }),
      RUNS,
    );
  });

  it('never contain a forbidden URL in href or src', () => {
    fc.assert(
      fc.property(validDoc, (doc) => {
        const html = renderEmailHtml(doc, { mode: 'preview' });
        for (const m of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
          const [, name, value] = m;
          if (name === 'src') expect(value).toMatch(/^https?:\/\/[^\s/]+\.[^\s/]/);
          else expect(value).toMatch(/^(https?:\/\/[^\s/]+\.|mailto:|tel:|#.)/);
          expect(isPlaceholder(value), value).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('plain text has no markup: with no "<" or "&" in the document, none in the text', () => {
    const plainDoc = documentInput.map((input) => {
      const r = parseEmailDocument(JSON.parse(JSON.stringify(input).replace(/[<&]/g, '')), { strict: true });
      if (!r.ok) throw new Error(r.problems.join('; '));
      return r.data;
    });
    fc.assert(
      fc.property(plainDoc, (doc) => {
        expect(renderEmailText(doc)).not.toMatch(/[<&]/);
      }),
      RUNS,
    );
  });

  it('stay under Gmail clipping with up to 40 elements', () => {
    fc.assert(
      fc.property(validDoc, (doc) => {
        fc.pre(doc.sections.reduce((n, s) => n + countElements(s.elements), 0) <= 40);
        expect(utf8Length(renderEmailHtml(doc))).toBeLessThan(GMAIL_CLIP_BYTES);
      }),
      RUNS,
    );
  });
});

/** A change that applies to `doc`, built from its real ids (new ids start with "new"). */
function changeFor(doc: EmailDocument): fc.Arbitrary<EmailChangeInput> {
  const elementIds: string[] = [];
  const lists: string[] = doc.sections.map((s) => s.id);
  const walk = (els: readonly EmailElement[]): void => {
    for (const el of els) {
      elementIds.push(el.id);
      const kids =
        el.type === 'container' || el.type === 'box'
          ? [{ id: el.id, elements: el.properties.elements }]
          : el.type === 'columns'
            ? el.properties.columns
            : [];
      for (const k of kids) {
        lists.push(k.id);
        walk(k.elements);
      }
    }
  };
  doc.sections.forEach((s) => walk(s.elements));
  let fresh = 0;
  const renumber = (el: EmailElementInput): EmailElementInput => {
    const copy = JSON.parse(JSON.stringify(el)) as EmailElementInput;
    const fix = (e: EmailElementInput): void => {
      e.id = 'new' + ++fresh;
      if (e.type === 'container' || e.type === 'box') (e.properties?.elements ?? []).forEach(fix);
      if (e.type !== 'columns') return;
      for (const c of e.properties.columns) {
        c.id = 'new' + ++fresh;
        (c.elements ?? []).forEach(fix);
      }
    };
    fix(copy);
    return copy;
  };
  const options: fc.Arbitrary<EmailChangeInput>[] = [
    fc
      .record({ new_content: element.map(renumber), position: fc.option(fc.nat(8), { nil: undefined }) })
      .map((r) => ({
        change_type: 'section_add' as const,
        new_content: { id: 'new-section', elements: [r.new_content] },
        position: r.position,
      })),
  ];
  if (lists.length > 0) {
    options.push(
      fc
        .record({
          parent: fc.constantFrom(...lists),
          el: element.map(renumber),
          position: fc.option(fc.nat(8), { nil: undefined }),
        })
        .map((r) => ({
          change_type: 'element_add' as const,
          target_parent_id: r.parent,
          new_content: r.el,
          position: r.position,
        })),
    );
  }
  if (doc.sections.length > 0) {
    const sectionIds = doc.sections.map((s) => s.id);
    options.push(
      fc.constantFrom(...sectionIds).map((id) => ({ change_type: 'section_delete' as const, target_id: id })),
    );
    options.push(
      fc
        .tuple(fc.constantFrom(...sectionIds), fc.array(element.map(renumber), { maxLength: 3 }))
        .map(([id, els]) => ({
          change_type: 'section_edit' as const,
          target_id: id,
          new_content: { id, styles: { backgroundColor: '#eeeeee' }, elements: els },
        })),
    );
  }
  if (elementIds.length > 0) {
    options.push(
      fc.constantFrom(...elementIds).map((id) => ({ change_type: 'element_delete' as const, target_id: id })),
    );
    options.push(
      // an edit replaces the whole subtree, so the new content brings its own fresh nested ids
      fc.tuple(fc.constantFrom(...elementIds), element.map(renumber)).map(([id, el]) => ({
        change_type: 'element_edit' as const,
        target_id: id,
        new_content: { ...el, id } as EmailElementInput,
      })),
    );
  }
  return fc.oneof(...options);
}

describe('changes', () => {
  it('applyChange followed by its inverse restores the document', () => {
    fc.assert(
      fc.property(
        validDoc.chain((doc) => fc.tuple(fc.constant(doc), changeFor(doc))),
        ([doc, change]) => {
          const snapshot = JSON.stringify(doc);
          const r = applyChange(doc, change);
          expect(r.ok ? 'applied' : r.reason).toBe('applied');
          if (!r.ok) return;
          const inverse = invertChange(doc, change);
          expect(inverse).toBeDefined();
          const back = applyChange(r.doc, inverse!);
          expect(back.ok ? 'applied' : back.reason).toBe('applied');
          if (back.ok) expect(back.doc).toEqual(doc);
          expect(JSON.stringify(doc)).toBe(snapshot);
        },
      ),
      RUNS,
    );
  });
});
