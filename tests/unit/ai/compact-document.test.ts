import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  applyChange,
  emailDocumentSchema,
  renderEmailHtml,
  renderEmailText,
  type EmailDocument,
} from '../../../shared/email';
import { composeFirstEmail } from '../../../lambdas/adapters/local/offline/first-email';
import { compactDocument } from '../../../lambdas/domain/ai/compact-document';
import { expandCompact, SHORT_KEYS } from '../../../lambdas/domain/ai/compact-keys';
import { judgeToolCall } from '../../../lambdas/domain/ai/validate-changes';
import { docOf, referenceDoc, strictDoc } from '../email/helpers';

/** The compact form read back into a document: what the model was told, in full. */
const back = (doc: EmailDocument) => strictDoc(expandCompact(JSON.parse(compactDocument(doc))));

function firstEmail(request: string): EmailDocument {
  let doc = emailDocumentSchema.parse({ sections: [] });
  for (const change of composeFirstEmail({ message: request }, undefined)) {
    const r = applyChange(doc, change as never);
    if (!r.ok) throw new Error(r.reason);
    doc = r.doc;
  }
  return doc;
}

/** Every string value under the given keys, at any depth. */
function valuesOf(value: unknown, keys: string[], out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => valuesOf(v, keys, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (keys.includes(k) && typeof v === 'string' && v !== '') out.push(v);
      valuesOf(v, keys, out);
    }
  return out;
}

const DOCS: [string, () => EmailDocument][] = [
  ['the reference email', referenceDoc],
  ['a welcome email', () => firstEmail('A welcome email for new subscribers, mention WELCOME10')],
  ['an abandoned cart email', () => firstEmail('An abandoned cart reminder')],
  ['a newsletter', () => firstEmail('A monthly newsletter about our spring plants')],
];

describe('the compact document the model sees', () => {
  it.each(DOCS)('keeps every id, type, text and link of %s', (_name, make) => {
    const doc = make();
    const compact = compactDocument(doc);
    const needed = valuesOf(doc, [
      'id',
      'type',
      'content',
      'text',
      'href',
      'src',
      'linkHref',
      'iconSrc',
      'alt',
      'citation',
      'label',
    ]);
    expect(needed.length).toBeGreaterThan(10);
    for (const value of needed) expect(compact, value).toContain(JSON.stringify(value));
  });

  it.each(DOCS)('reads back into %s that renders the same HTML and text', (_name, make) => {
    const doc = make();
    const again = back(doc);
    expect(renderEmailHtml(again)).toBe(renderEmailHtml(doc));
    expect(renderEmailText(again)).toBe(renderEmailText(doc));
  });

  it('drops values equal to the registry defaults, empties and the global defaults; keeps the rest', () => {
    const doc = docOf([
      { id: 'h', type: 'header', content: 'Hi', properties: { level: 'h2', align: 'left' } },
      { id: 't', type: 'text', content: 'Body', layout: { align: 'left' }, properties: { align: 'left' } },
      {
        id: 'b',
        type: 'button',
        content: 'Go',
        layout: { align: 'center' },
        properties: {
          button: {
            href: '#',
            target: '_blank',
            textColor: '#ffffff',
            backgroundColor: '#007bff',
            borderRadius: '0',
            padding: '10px 25px',
          },
        },
      },
      { id: 'b2', type: 'button', content: 'Left', layout: { align: 'left' } },
      { id: 'd', type: 'divider', properties: { color: '#cccccc', height: '1px', width: '100%' } },
      { id: 's', type: 'spacer', properties: { height: '20px' } },
      { id: 'i', type: 'icon', properties: { src: 'https://x.example/i.png', alt: '', size: '48px' } },
      { id: 'e', type: 'text', content: '' },
      {
        id: 'c',
        type: 'columns',
        properties: {
          gap: '20px',
          stackOnMobile: true,
          columns: [
            { id: 'c1', elements: [] },
            { id: 'c2', elements: [{ id: 'x', type: 'text', content: 'In c2' }] },
          ],
        },
      },
    ]);
    const compact = compactDocument(doc);
    for (const gone of [
      '"level"',
      '"align":"center"',
      '#007bff',
      '"_blank"',
      '10px 25px',
      '#cccccc',
      '"20px"',
      '"48px"',
      '"stackOnMobile"',
      '"c":""',
      'contentWidth',
      '600px',
      '"properties"',
      '"type"',
      '"content"',
    ])
      expect(compact, gone).not.toContain(gone);
    expect(compact).toContain('{"id":"h","t":"header","c":"Hi"}');
    expect(compact).toContain('{"id":"t","t":"text","c":"Body"}');
    expect(compact).toContain('{"id":"e","t":"text"}');
    expect(compact).not.toContain('globalStyles');
    // Not defaults: the left-aligned button, the decorative icon's empty alt, the column's (empty) list.
    expect(compact).toContain('{"id":"b2","t":"button","c":"Left","l":{"align":"left"}}');
    expect(compact).toContain('"alt":""');
    expect(compact).toContain('{"id":"c1","e":[]}');
    expect(renderEmailHtml(back(doc))).toBe(renderEmailHtml(doc));
  });

  it('keeps a text-align that the layout would otherwise override', () => {
    const doc = docOf([
      { id: 't', type: 'text', content: 'x', layout: { align: 'right' }, properties: { align: 'left' } },
    ]);
    expect(compactDocument(doc)).toContain('"align":"left"');
    expect(renderEmailHtml(back(doc))).toBe(renderEmailHtml(doc));
  });

  it('uses short keys no schema of the email uses for itself', () => {
    const schema = JSON.stringify(
      z.toJSONSchema(emailDocumentSchema, { io: 'input', unrepresentable: 'any', reused: 'ref' }),
    );
    const keys = new Set([...schema.matchAll(/"([A-Za-z_$][\w$]*)":/g)].map((m) => m[1]));
    for (const short of Object.values(SHORT_KEYS)) expect(keys.has(short), short).toBe(false);
    expect(keys.has('backgroundColor')).toBe(true);
  });

  it('is well under half the pretty JSON of the reference email', () => {
    const doc = referenceDoc();
    const ratio = compactDocument(doc).length / JSON.stringify(doc, null, 2).length;
    expect(ratio).toBeLessThan(0.45);
  });

  it('accepts a change the model wrote in the compact form, as the full element', () => {
    const doc = docOf([{ id: 'h', type: 'header', content: 'Hi' }]);
    const verdict = judgeToolCall('major', doc, {
      name: 'propose_changes',
      input: {
        rationale: 'r',
        changes: [
          {
            change_type: 'element_add',
            target_parent_id: 'sec',
            new_content: {
              id: 'b',
              t: 'button',
              c: 'Shop',
              button: { href: 'https://x.example', bg: '#111111' },
            },
          },
        ],
      },
    });
    expect(verdict.ok).toBe(true);
    if (!verdict.ok || verdict.kind !== 'changes') throw new Error('no changes');
    expect(verdict.changes[0]).toMatchObject({
      new_content: {
        id: 'b',
        type: 'button',
        content: 'Shop',
        properties: { button: { href: 'https://x.example', backgroundColor: '#111111' } },
      },
    });
  });

  it('an old_content copied from the compact form is not stale; a really changed one still is', () => {
    const doc = docOf([
      {
        id: 'b',
        type: 'button',
        content: 'Go',
        properties: { button: { href: 'https://x.example', textColor: '#ffffff', borderRadius: '0' } },
      },
    ]);
    const shown = JSON.parse(compactDocument(doc)).sections[0].e[0];
    expect(shown).toEqual({ id: 'b', t: 'button', c: 'Go', button: { href: 'https://x.example' } });
    const edit = (old: unknown) =>
      judgeToolCall('edit', doc, {
        name: 'propose_changes',
        input: {
          rationale: 'r',
          changes: [
            {
              change_type: 'element_edit',
              target_id: 'b',
              old_content: old,
              new_content: { ...(expandCompact(shown) as object), content: 'Go now' },
            },
          ],
        },
      });
    const ok = edit(expandCompact(shown));
    expect(ok.ok).toBe(true);
    if (!ok.ok || ok.kind !== 'changes') throw new Error('no changes');
    // Stored with the element as it is, so accepting it later checks against the real thing.
    expect((ok.changes[0] as { old_content: unknown }).old_content).toEqual(doc.sections[0]!.elements[0]);
    const stale = edit({ ...(expandCompact(shown) as object), content: 'Went' });
    expect(stale).toMatchObject({ ok: false, reasons: [expect.stringContaining('has changed since')] });
  });
});
