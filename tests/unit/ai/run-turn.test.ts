import { describe, expect, it } from 'vitest';
import type { ChatEvent, ChatMode } from '../../../shared/contracts/ai';
import { emailDocumentSchema } from '../../../shared/email';
import { runTurn } from '../../../lambdas/domain/ai/run-turn';
import { docOf } from '../email/helpers';
import { ScriptedLlm } from './scripted-llm';

const emptyDoc = emailDocumentSchema.parse({ sections: [] });
const doc = docOf([{ id: 'title', type: 'header', content: 'Hello' }]);
const input = {
  mode: 'major' as ChatMode,
  document: doc,
  setup: undefined,
  history: [],
  message: 'Change it',
};
const goodEdit = {
  rationale: 'Warmer',
  changes: [
    {
      change_type: 'element_edit',
      target_id: 'title',
      new_content: { id: 'title', type: 'header', content: 'Hi there' },
    },
  ],
};
const badEdit = {
  rationale: 'Oops',
  changes: [
    { change_type: 'element_edit', target_id: 'missing', new_content: { id: 'missing', type: 'header' } },
  ],
};

async function turn(llm: ScriptedLlm, over: Partial<typeof input> = {}) {
  const events: ChatEvent[] = [];
  const outcome = await runTurn(llm, { ...input, ...over }, (e) => events.push(e));
  return { outcome, events };
}

describe('a chat turn', () => {
  it('one model call: streams the answer text and ends with it', async () => {
    const llm = new ScriptedLlm([{ name: 'answer', input: { message: 'It is short.' } }]);
    const { outcome, events } = await turn(llm, { mode: 'ask' });
    expect(llm.requests).toHaveLength(1);
    expect(llm.requests[0]!.toolChoice).toBe('answer');
    expect(
      events
        .filter((e) => e.type === 'text')
        .map((e) => (e as { delta: string }).delta)
        .join(''),
    ).toBe('It is short.');
    expect(outcome).toMatchObject({
      ok: true,
      modelCalls: 1,
      result: { kind: 'answer', message: 'It is short.' },
    });
  });

  it('streams each proposed change and the spec progress values, then a validated batch', async () => {
    const llm = new ScriptedLlm([{ name: 'propose_changes', input: goodEdit }]);
    const { outcome, events } = await turn(llm);
    expect(events.filter((e) => e.type === 'change')).toHaveLength(1);
    const percents = events.flatMap((e) => (e.type === 'progress' ? [e.percent] : []));
    expect(percents).toEqual([10, 20, 30, 40, 90, 100]);
    expect(
      outcome.ok && outcome.result.kind === 'changes' && outcome.document?.sections[0]!.elements[0],
    ).toMatchObject({ content: 'Hi there' });
  });

  it('sends the reasons back once and accepts the repair (two calls)', async () => {
    const llm = new ScriptedLlm([
      { name: 'propose_changes', input: badEdit },
      { name: 'propose_changes', input: goodEdit },
    ]);
    const { outcome, events } = await turn(llm);
    expect(llm.requests).toHaveLength(2);
    const repair = llm.requests[1]!.messages.at(-1)!;
    expect(repair.role === 'user' && repair.toolResults?.[0]).toMatchObject({
      toolCallId: 'call-1',
      isError: true,
    });
    expect(JSON.stringify(repair)).toContain('There is no element with id \\"missing\\"');
    expect(events.some((e) => e.type === 'repair')).toBe(true);
    expect(outcome).toMatchObject({ ok: true, modelCalls: 2 });
  });

  it('a second failure is a chat error in the spec words, after exactly two calls', async () => {
    const llm = new ScriptedLlm([
      { name: 'propose_changes', input: badEdit },
      { name: 'propose_changes', input: badEdit },
      { name: 'answer', input: { message: 'x' } },
    ]);
    const { outcome, events } = await turn(llm);
    expect(llm.requests).toHaveLength(2);
    expect(outcome).toEqual({
      ok: false,
      provider: 'scripted',
      modelCalls: 2,
      message: 'Sorry, I encountered an error: An unexpected error occurred while generating your email.',
    });
    expect(events.at(-1)).toEqual({ type: 'error', message: outcome.ok ? '' : outcome.message });
    const first = await turn(
      new ScriptedLlm([
        { name: 'propose_changes', input: badEdit },
        { name: 'propose_changes', input: badEdit },
      ]),
      { document: emptyDoc },
    );
    expect(first.outcome.ok ? '' : first.outcome.message).toMatch(
      /^I tried to create your email, but something went wrong/,
    );
  });

  it('a throttled provider is a chat error, not a crash', async () => {
    const { outcome } = await turn(new ScriptedLlm(['throttle']));
    expect(outcome).toMatchObject({
      ok: false,
      modelCalls: 1,
      message: expect.stringMatching(/busy right now/),
    });
  });
});
