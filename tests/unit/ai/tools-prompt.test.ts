import { describe, expect, it } from 'vitest';
import { renderEmailHtml, parseEmailDocument } from '../../../shared/email';
import { compactDocument } from '../../../lambdas/domain/ai/compact-document';
import { expandCompact } from '../../../lambdas/domain/ai/compact-keys';
import { promptMessages, systemPrompt } from '../../../lambdas/domain/ai/prompt';
import { toolsFor } from '../../../lambdas/domain/ai/tools';
import { judgeToolCall } from '../../../lambdas/domain/ai/validate-changes';
import { allElementIds } from '../../../lambdas/domain/ai/element-ids';
import { docOf, referenceDoc } from '../email/helpers';

const names = (t: { name: string }[]) => t.map((x) => x.name);

describe('tools offered per mode (generated from zod)', () => {
  const doc = referenceDoc();
  it('ask offers answer only; major offers all three', () => {
    expect(names(toolsFor('ask', []))).toEqual(['answer']);
    expect(names(toolsFor('major', [])).sort()).toEqual(['answer', 'ask_clarification', 'propose_changes']);
  });

  it('edit offers element_edit on existing ids only', () => {
    const [propose] = toolsFor('edit', allElementIds(doc));
    const text = JSON.stringify(propose!.inputSchema);
    expect(text).toContain('"const":"element_edit"');
    expect(text).not.toContain('section_add');
    expect(text).toContain('"enum":[');
    for (const id of ['logo', 'nav', 'preview']) expect(text).toContain(`"${id}"`);
  });

  it('the server refuses what the mode does not offer', () => {
    const add = { change_type: 'section_add', new_content: { id: 'new', elements: [] } };
    const edit = judgeToolCall('edit', doc, {
      name: 'propose_changes',
      input: { rationale: '', changes: [add] },
    });
    expect(edit.ok).toBe(false);
    const ask = judgeToolCall('ask', doc, {
      name: 'propose_changes',
      input: { rationale: '', changes: [add] },
    });
    expect(ask).toEqual({ ok: false, reasons: ['In Just Ask mode only answer may be called.'] });
    const unknownId = judgeToolCall('major', doc, {
      name: 'propose_changes',
      input: { rationale: '', changes: [{ change_type: 'element_delete', target_id: 'nope' }] },
    });
    expect(unknownId).toEqual({
      ok: false,
      reasons: ['changes[0] (element_delete): There is no element with id "nope".'],
    });
  });

  it('a link the renderer would drop is refused, unless an edit keeps the one the element already has', () => {
    const own = docOf([
      { id: 'cta', type: 'button', content: 'Go', properties: { button: { href: 'shop.example/sale' } } },
    ]);
    const edit = (href: string) => ({
      change_type: 'element_edit',
      target_id: 'cta',
      new_content: {
        id: 'cta',
        type: 'button',
        content: 'Go',
        properties: { button: { href, textColor: '#000000' } },
      },
    });
    const judge = (change: unknown) =>
      judgeToolCall('edit', own, { name: 'propose_changes', input: { rationale: '', changes: [change] } });
    expect(judge(edit('shop.example/sale')).ok).toBe(true);
    expect(judge(edit('https://shop.example/sale')).ok).toBe(true);
    expect(judge(edit('javascript:alert(4)'))).toEqual({
      ok: false,
      reasons: [
        'changes[0] (element_edit): new_content.properties.button.href "javascript:alert(4)" is not a link an ' +
          'email can use: use a full https:// address with a domain (such as https://example.com/page), ' +
          'mailto: or tel:, or "@@PLACEHOLDER_LINK@@".',
      ],
    });
  });
});

describe('compact document', () => {
  it('drops defaults and HTML yet renders the same email, at under half the pretty JSON', () => {
    const doc = referenceDoc();
    const compact = compactDocument(doc);
    expect(compact).not.toContain('<');
    expect(compact).not.toContain('"contentWidth":"600px"');
    expect(compact.length).toBeLessThan(JSON.stringify(doc, null, 2).length / 2);
    const back = parseEmailDocument(expandCompact(JSON.parse(compact)));
    expect(back.ok && renderEmailHtml(back.data)).toBe(renderEmailHtml(doc));
  });
});

describe('prompt', () => {
  const setup = {
    businessDescription: 'We are Lumen Candles, hand-poured soy candles.',
    goals: ['More repeat buyers'],
    selectedCampaignIds: ['weekly_newsletter'],
  };
  it('carries the business setup, the document and the last 5 messages', () => {
    const history = Array.from({ length: 8 }, (_, i) => ({
      role: i % 2 ? ('assistant' as const) : ('user' as const),
      content: `m${i}`,
    }));
    const input = {
      mode: 'major' as const,
      document: docOf([{ id: 'h', type: 'header', content: 'Hi' }]),
      setup,
      history,
      message: 'now',
    };
    const system = systemPrompt(input);
    expect(system).toContain('Lumen Candles');
    expect(system).toContain('More repeat buyers');
    expect(system).toContain('Weekly Newsletter');
    expect(system).toContain('"c":"Hi"');
    const messages = promptMessages(input);
    const all = messages.map((m) => m.content).join('|');
    expect(all).not.toContain('m2');
    expect(all).toContain('m3');
    expect(messages[0]!.role).toBe('user');
    expect(messages.at(-1)!.content).toContain('now');
  });
});
