import { describe, expect, it } from 'vitest';
import {
  parseEmailDocument,
  previewListLinks,
  renderEmailHtml,
  renderEmailText,
  withListLinks,
  type EmailDocumentInput,
} from '../../../shared/email';

const input: EmailDocumentInput = {
  name: 'Links',
  sections: [
    {
      id: 's1',
      elements: [
        {
          id: 'u1',
          type: 'unsubscribe',
          content: 'Unsubscribe',
          properties: { href: 'https://example.com/x' },
        },
        {
          id: 'b1',
          type: 'box',
          properties: {
            elements: [{ id: 'p1', type: 'preferences', content: 'Manage preferences', properties: {} }],
          },
        },
        {
          id: 'c1',
          type: 'columns',
          properties: {
            columns: [
              { id: 'col1', elements: [{ id: 'u2', type: 'unsubscribe', content: 'Leave' }] },
              { id: 'col2', elements: [] },
            ],
          },
        },
        { id: 't1', type: 'text', content: 'Hello' },
      ],
    },
  ],
};

function doc() {
  const parsed = parseEmailDocument(input, { strict: true });
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.data;
}

describe('withListLinks', () => {
  it('points every unsubscribe and preferences link, nested ones too, at the given pages', () => {
    const links = {
      unsubscribe: 'https://mail.example/u/TOKEN',
      preferences: 'https://mail.example/u/TOKEN',
    };
    const html = renderEmailHtml(withListLinks(doc(), links));
    expect(html.match(/href="https:\/\/mail\.example\/u\/TOKEN"/g)).toHaveLength(3);
    expect(html).not.toContain('https://example.com/x');
    const text = renderEmailText(withListLinks(doc(), links));
    expect(text).toContain('Unsubscribe (https://mail.example/u/TOKEN)');
    expect(text).toContain('Manage preferences (https://mail.example/u/TOKEN)');
    expect(text).toContain('Leave (https://mail.example/u/TOKEN)');
  });

  it('leaves the document it was given alone and the other elements as they were', () => {
    const original = doc();
    const before = JSON.stringify(original);
    const changed = withListLinks(original, previewListLinks('https://app.example/'));
    expect(JSON.stringify(original)).toBe(before);
    expect(changed.sections[0]!.elements[3]).toBe(original.sections[0]!.elements[3]);
    expect(renderEmailHtml(changed)).toContain('href="https://app.example/u/preview"');
  });

  it('spells a local origin with 127.0.0.1, which mail links keep (localhost has no dot)', () => {
    expect(previewListLinks('http://localhost:3000').unsubscribe).toBe('http://127.0.0.1:3000/u/preview');
    const html = renderEmailHtml(withListLinks(doc(), previewListLinks('http://localhost:3000')));
    expect(html).toContain('href="http://127.0.0.1:3000/u/preview"');
  });
});
