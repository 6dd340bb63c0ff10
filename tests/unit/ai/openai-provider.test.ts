import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatEvent } from '../../../shared/contracts/ai';
import { emailDocumentSchema } from '../../../shared/email';
import { OpenAiLlm } from '../../../lambdas/adapters/node/openai-llm';
import { runTurn, type TurnInput } from '../../../lambdas/domain/ai/run-turn';
import { startOpenAiServer, type OpenAiServer } from '../../support/openai-server';
import { docOf } from '../email/helpers';

/** The openai package against a loopback OpenAI-compatible server streaming tool calls over SSE. */
let server: OpenAiServer;
let llm: OpenAiLlm;
beforeAll(async () => {
  server = await startOpenAiServer();
  llm = new OpenAiLlm({ baseURL: server.url, apiKey: 'sk-loopback', model: 'llama3.1' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const empty = emailDocumentSchema.parse({ sections: [] });
const draft = docOf([{ id: 'headline', type: 'header', content: 'Hello' }]);
const base: TurnInput = {
  mode: 'major',
  document: empty,
  setup: undefined,
  history: [],
  message: 'A welcome email',
};
async function turn(over: Partial<TurnInput> = {}) {
  const events: ChatEvent[] = [];
  const outcome = await runTurn(llm, { ...base, ...over }, (e) => events.push(e));
  return { outcome, events };
}

describe('OpenAI-compatible provider', () => {
  it('streams a tool call in pieces: each change appears as soon as it is whole; one request', async () => {
    const changes = [1, 2, 3].map((n) => ({
      change_type: 'section_add',
      new_content: { id: `s${n}`, elements: [{ id: `t${n}`, type: 'text', content: `Part ${n}` }] },
    }));
    server.script([{ tool: 'propose_changes', input: { rationale: 'Welcome', changes }, chunk: 7 }]);
    const { outcome, events } = await turn();
    expect(server.requests).toHaveLength(1);
    const { path, auth, body } = server.requests[0]!;
    expect(path).toBe('/v1/chat/completions');
    expect(auth).toBe('Bearer sk-loopback');
    expect(body).toMatchObject({ model: 'llama3.1', stream: true, tool_choice: 'required' });
    expect((body.tools as { function: { name: string } }[]).map((t) => t.function.name).sort()).toEqual([
      'answer',
      'ask_clarification',
      'propose_changes',
    ]);
    expect(events.filter((e) => e.type === 'change')).toHaveLength(3);
    expect(outcome).toMatchObject({
      ok: true,
      provider: 'openai',
      modelCalls: 1,
      result: { kind: 'changes' },
    });
  });

  it('Just Ask forces the answer function and streams its text', async () => {
    server.script([{ tool: 'answer', input: { message: 'It has one headline.' }, chunk: 4 }]);
    const { outcome, events } = await turn({ mode: 'ask', document: draft, message: 'What is in it?' });
    expect(server.requests[0]!.body.tool_choice).toEqual({ type: 'function', function: { name: 'answer' } });
    expect(
      events
        .filter((e) => e.type === 'text')
        .map((e) => (e as { delta: string }).delta)
        .join(''),
    ).toBe('It has one headline.');
    expect(outcome.ok && outcome.result).toEqual({ kind: 'answer', message: 'It has one headline.' });
  });

  it('a repair sends the call back with a tool message; two requests', async () => {
    const bad = { change_type: 'element_delete', target_id: 'ghost' };
    const good = { change_type: 'element_delete', target_id: 'headline' };
    server.script([
      { tool: 'propose_changes', input: { rationale: 'r', changes: [bad] } },
      { tool: 'propose_changes', input: { rationale: 'r', changes: [good] } },
    ]);
    const { outcome } = await turn({ document: draft, message: 'remove the headline' });
    expect(server.requests).toHaveLength(2);
    const messages = server.requests[1]!.body.messages as Record<string, unknown>[];
    expect(messages.at(-3)).toMatchObject({
      role: 'assistant',
      tool_calls: [{ id: 'call_loop1', function: { name: 'propose_changes' } }],
    });
    expect(messages.at(-2)).toMatchObject({ role: 'tool', tool_call_id: 'call_loop1' });
    expect(outcome).toMatchObject({ ok: true, modelCalls: 2 });
  });

  it('a link the renderer would drop (protocol-relative) is repaired in the second request', async () => {
    const footer = (href: string) => ({
      change_type: 'section_add',
      new_content: {
        id: 'foot',
        elements: [{ id: 'foot-f', type: 'footer', properties: { links: [{ text: 'Shop', href }] } }],
      },
    });
    server.script([
      { tool: 'propose_changes', input: { rationale: 'r', changes: [footer('//shop.example.com')] } },
      { tool: 'propose_changes', input: { rationale: 'r', changes: [footer('@@PLACEHOLDER_LINK@@')] } },
    ]);
    const { outcome } = await turn({ document: draft, message: 'add a footer' });
    expect(server.requests).toHaveLength(2);
    const tool = (server.requests[1]!.body.messages as { role: string; content: string }[]).at(-2)!;
    expect(tool.role).toBe('tool');
    expect(tool.content).toContain('new_content.elements[0].properties.links[0].href "//shop.example.com"');
    expect(outcome).toMatchObject({ ok: true, modelCalls: 2 });
    expect(outcome.ok && outcome.result.kind === 'changes' && outcome.result.changes).toEqual([
      footer('@@PLACEHOLDER_LINK@@'),
    ]);
  });

  it('a 429 is a chat error saying to try again', async () => {
    server.script([{ status: 429, message: 'Rate limit reached' }]);
    const { outcome } = await turn({ mode: 'ask', document: draft, message: 'hi' });
    expect(server.requests).toHaveLength(1);
    expect(outcome).toMatchObject({ ok: false, message: expect.stringMatching(/busy right now/) });
  });
});
