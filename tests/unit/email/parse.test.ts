import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emailDocumentSchema,
  parseEmailDocument,
  renderEmailHtml,
  renderEmailText,
} from '../../../shared/email';
import { referenceDoc } from './helpers';

const ok = (input: unknown) => {
  const r = parseEmailDocument(input);
  if (!r.ok) throw new Error(r.problems.join('\n'));
  return r;
};

describe('emailDocumentSchema and defaults', () => {
  it('fills the spec defaults: name and globalStyles', () => {
    const r = emailDocumentSchema.safeParse({ sections: [] });
    expect(r.success && r.data).toEqual({
      name: 'Your Email',
      globalStyles: {
        contentWidth: '600px',
        bodyBackgroundColor: '#ffffff',
        bodyFontFamily: 'Arial, Helvetica, sans-serif',
        bodyTextColor: '#333333',
      },
      sections: [],
    });
  });

  it('accepts numbers for lengths and normalises font quotes', () => {
    const r = ok({
      sections: [
        {
          id: 's',
          elements: [
            {
              id: 't',
              type: 'text',
              layout: { paddingTop: 12 },
              properties: { fontFamily: '"Open Sans", sans-serif' },
            },
          ],
        },
      ],
    });
    const el = r.data.sections[0]!.elements[0]!;
    expect(el.type === 'text' && el.layout?.paddingTop).toBe('12');
    expect(el.type === 'text' && el.properties?.fontFamily).toBe("'Open Sans', sans-serif");
  });

  it('parses the reference email without warnings, and is idempotent', () => {
    const doc = referenceDoc();
    const again = ok(JSON.parse(JSON.stringify(doc)));
    expect(again.warnings).toEqual([]);
    expect(again.data).toEqual(doc);
  });

  it('reads JSON text too', () => {
    expect(ok('{"sections":[]}').data.name).toBe('Your Email');
  });
});

describe('strict parsing (what the AI sends)', () => {
  it('lists readable problems with paths', () => {
    const r = parseEmailDocument(
      {
        sections: [
          {
            id: 's',
            elements: [
              { id: 'a', type: 'carousel' },
              { id: 'b', type: 'text', layout: { backgroundColor: 'red;x' } },
              { id: 'c', type: 'header', properties: { level: 'h9' } },
              { type: 'text' },
            ],
          },
        ],
      },
      { strict: true },
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toEqual([
      'sections[0].elements[0].type: is not a known type',
      'sections[0].elements[1].layout.backgroundColor: must be a colour like #1a2b3c',
      'sections[0].elements[2].properties.level: must be one of "h1", "h2", "h3", "h4", "h5", "h6"',
      'sections[0].elements[3].id: expected string',
    ]);
  });

  it('rejects duplicate ids and emails Gmail would clip', () => {
    const dup = parseEmailDocument(
      { sections: [{ id: 'x', elements: [{ id: 'x', type: 'text' }] }] },
      { strict: true },
    );
    expect(dup).toEqual({
      ok: false,
      problems: ['sections[0].elements[0]: the id "x" is used more than once'],
    });
    const long = 'a&'.repeat(700);
    const big = {
      sections: [
        {
          id: 's',
          elements: Array.from({ length: 60 }, (_, i) => ({ id: 'e' + i, type: 'text', content: long })),
        },
      ],
    };
    const r = parseEmailDocument(big, { strict: true });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problems[0]).toMatch(/^The email is \d+ KB of HTML; Gmail clips emails over 102 KB/);
    expect(parseEmailDocument(big).ok).toBe(true);
  });
});

describe('lenient parsing (what storage holds)', () => {
  it('keeps an unknown element type and skips it in the output with a comment', () => {
    const r = ok({
      sections: [
        {
          id: 's',
          elements: [
            { id: 'car', type: 'carousel', slides: [1, 2] },
            { id: 't', type: 'text', content: 'after' },
          ],
        },
      ],
    });
    expect(r.data.sections[0]!.elements[0]).toEqual({
      id: 'car',
      type: 'unknown',
      originalType: 'carousel',
      raw: { id: 'car', type: 'carousel', slides: [1, 2] },
    });
    expect(r.warnings).toEqual([
      'sections[0].elements[0].type: is not a known type (kept as an unknown element, left out of the HTML)',
    ]);
    const html = renderEmailHtml(r.data);
    expect(html).toContain('<!-- skipped element of unknown type carousel -->');
    expect(html).toContain('>after</div>');
    expect(renderEmailText(r.data)).toBe('after\n');
  });

  it('drops invalid values, shortens long text, makes up missing ids, renames duplicates', () => {
    const r = ok({
      name: 42,
      globalStyles: { contentWidth: 'wide', bodyTextColor: '#123456' },
      sections: [
        {
          id: 'dup',
          styles: { padding: '1px 2px 3px 4px 5px', backgroundColor: '#abcdef' },
          elements: [
            {
              id: 'dup',
              type: 'text',
              content: 'x'.repeat(3000),
              layout: { width: 'huge', align: 'middle' },
            },
            { type: 'divider' },
            {
              id: 'n',
              type: 'nav',
              properties: {
                links: [
                  { text: 'ok', href: 'https://a.example.com' },
                  { href: 'https://no-text.example.com' },
                ],
              },
            },
            null,
            {
              id: 'c',
              type: 'columns',
              properties: {
                columns: [{ id: 'only', elements: [{ id: 'in', type: 'text', content: 'kept' }] }],
              },
            },
          ],
        },
      ],
    });
    const d = r.data;
    expect(d.name).toBe('Your Email');
    expect(d.globalStyles).toEqual({
      contentWidth: '600px',
      bodyBackgroundColor: '#ffffff',
      bodyFontFamily: 'Arial, Helvetica, sans-serif',
      bodyTextColor: '#123456',
    });
    const s = d.sections[0]!;
    expect(s.styles).toEqual({ backgroundColor: '#abcdef' });
    const [text, divider, nav, cols] = s.elements;
    expect(s.elements).toHaveLength(4);
    expect(text?.type === 'text' && text.content).toHaveLength(1500);
    expect(text?.type === 'text' && text.layout).toEqual({});
    expect(text?.id).toBe('dup-2');
    expect(divider).toEqual({ id: 'element-1', type: 'divider' });
    expect(nav?.type === 'nav' && nav.properties?.links).toEqual([
      { text: 'ok', href: 'https://a.example.com' },
    ]);
    expect(cols?.type).toBe('container');
    expect(cols?.type === 'container' && cols.properties.elements[0]).toMatchObject({ content: 'kept' });
    expect(r.warnings.length).toBeGreaterThanOrEqual(9);
    expect(r.warnings).toContain(
      'sections[0].elements[0].content: is longer than 1500 characters (shortened)',
    );
    expect(r.warnings).toContain(
      'sections[0].elements[0]: the id "dup" is used more than once (renamed "dup-2")',
    );
  });

  it('fails only when there is no list of sections, with a readable problem', () => {
    expect(parseEmailDocument(null)).toEqual({
      ok: false,
      problems: ['The document must be an object with a list of sections.'],
    });
    expect(parseEmailDocument('{not json')).toEqual({
      ok: false,
      problems: ['The document is not valid JSON.'],
    });
    expect(parseEmailDocument({ sections: 'no' })).toEqual({
      ok: false,
      problems: ['sections: expected a list of sections.'],
    });
  });

  it('never throws and always yields a renderable document or problems, whatever it is given', () => {
    const junkElement = fc.oneof(
      fc.anything(),
      fc.record(
        {
          id: fc.oneof(fc.string(), fc.integer()),
          type: fc.constantFrom('text', 'button', 'image', 'columns', 'box', 'nope', 7),
          content: fc.anything(),
          layout: fc.anything(),
          properties: fc.anything(),
        },
        { requiredKeys: [] },
      ),
    );
    const junkDoc = fc.record(
      {
        name: fc.anything(),
        globalStyles: fc.anything(),
        sections: fc.array(
          fc.record(
            { id: fc.anything(), styles: fc.anything(), elements: fc.array(junkElement, { maxLength: 6 }) },
            { requiredKeys: [] },
          ),
          { maxLength: 4 },
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(junkDoc, fc.anything()), (input) => {
        const r = parseEmailDocument(input);
        if (r.ok) {
          expect(emailDocumentSchema.safeParse(r.data).success).toBe(true);
          expect(renderEmailHtml(r.data)).toMatch(/^<!doctype html>/);
        } else expect(r.problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
