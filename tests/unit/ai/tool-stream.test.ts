import { describe, expect, it } from 'vitest';
import { ToolInputStream } from '../../../lambdas/domain/ai/tool-stream';

function run(json: string, size: number) {
  const s = new ToolInputStream();
  let text = '';
  const items: unknown[] = [];
  for (let i = 0; i < json.length; i += size)
    for (const e of s.feed(json.slice(i, i + size))) {
      if (e.kind === 'text') text += e.delta;
      else items.push(e.value);
    }
  return { text, items };
}

describe('streamed tool input', () => {
  const answer = JSON.stringify({ message: 'Line one\n"quoted" caf\u00e9 \\ done' });
  const propose = JSON.stringify({
    rationale: 'Because { and ] in text',
    changes: [
      { change_type: 'element_delete', target_id: 'a' },
      {
        change_type: 'element_add',
        target_parent_id: 's',
        new_content: { id: 'b', type: 'text', content: 'x}]' },
      },
    ],
  });

  it('passes the message text on whole, at every chunk size', () => {
    for (let size = 1; size <= answer.length; size++)
      expect(run(answer, size).text).toBe('Line one\n"quoted" caf\u00e9 \\ done');
  });

  it('yields each change as soon as it is complete, at every chunk size', () => {
    for (let size = 1; size <= propose.length; size += 3) {
      const { items, text } = run(propose, size);
      expect(items).toEqual(JSON.parse(propose).changes);
      expect(text).toBe('');
    }
  });

  it('yields the first change before the second has arrived', () => {
    const s = new ToolInputStream();
    const cut = propose.indexOf('{"change_type":"element_add"');
    expect(s.feed(propose.slice(0, cut)).filter((e) => e.kind === 'item')).toHaveLength(1);
  });
});
