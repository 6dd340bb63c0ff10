import type { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatEvent } from '../../../shared/contracts/ai';
import { emailDocumentSchema, renderEmailHtml } from '../../../shared/email';
import { BedrockLlm } from '../../../lambdas/adapters/aws/bedrock-llm';
import { runTurn, type TurnInput } from '../../../lambdas/domain/ai/run-turn';
import { bedrockClientFor, startBedrockServer, type BedrockServer } from '../../support/bedrock-server';
import { docOf } from '../email/helpers';

/**
 * The real Bedrock SDK (HTTP/2, AWS event-stream) against a loopback ConverseStream server scripted
 * per test. The server counts requests: one per turn, two only for the single repair.
 */
const MODEL = 'us.anthropic.claude-sonnet-4-20250514-v1:0';
let server: BedrockServer;
let llm: BedrockLlm;
let client: BedrockRuntimeClient;

beforeAll(async () => {
  server = await startBedrockServer();
  client = bedrockClientFor(server);
  llm = new BedrockLlm(client, MODEL);
});
afterAll(async () => {
  client.destroy();
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

const empty = emailDocumentSchema.parse({ sections: [] });
const draft = docOf([
  { id: 'headline', type: 'header', content: 'Hello' },
  {
    id: 'cta',
    type: 'button',
    content: 'Shop now',
    properties: { button: { href: 'https://shop.example' } },
  },
]);
const base: TurnInput = {
  mode: 'major',
  document: empty,
  setup: {
    businessDescription: 'We are Lumen Candles.',
    goals: ['Sell more'],
    selectedCampaignIds: ['welcome_new_subscriber'],
  },
  history: [],
  message: 'A welcome email',
};

async function turn(over: Partial<TurnInput> = {}) {
  const events: ChatEvent[] = [];
  const outcome = await runTurn(llm, { ...base, ...over }, (e) => events.push(e));
  return { outcome, events };
}

const section = (id: string, text: string) => ({
  change_type: 'section_add',
  new_content: { id, elements: [{ id: `${id}-t`, type: 'text', content: text }] },
});

describe('Bedrock ConverseStream provider', () => {
  it('a clarification: one request with the tools, the setup and the forced tool use', async () => {
    server.script([
      {
        tool: 'ask_clarification',
        input: { question: 'For whom?', suggestions: ['New subscribers', 'Customers'] },
      },
    ]);
    const { outcome } = await turn({ message: 'email' });
    expect(server.requests).toHaveLength(1);
    const { path, body } = server.requests[0]!;
    expect(path).toBe(`/model/${encodeURIComponent(MODEL)}/converse-stream`);
    const toolConfig = body.toolConfig as { tools: { toolSpec: { name: string } }[]; toolChoice: unknown };
    expect(toolConfig.tools.map((t) => t.toolSpec.name).sort()).toEqual([
      'answer',
      'ask_clarification',
      'propose_changes',
    ]);
    expect(toolConfig.toolChoice).toEqual({ any: {} });
    expect(JSON.stringify(body.system)).toContain('Lumen Candles');
    expect(outcome).toMatchObject({
      ok: true,
      provider: 'bedrock',
      result: { kind: 'clarification', question: 'For whom?' },
    });
  });

  it('a first email: section_add changes streamed one by one, validated and renderable', async () => {
    server.script([
      {
        tool: 'propose_changes',
        input: {
          rationale: 'A warm welcome',
          changes: [section('s1', 'Welcome!'), section('s2', 'Glad you are here.')],
        },
        chunk: 9,
      },
    ]);
    const { outcome, events } = await turn();
    expect(server.requests).toHaveLength(1);
    expect(events.filter((e) => e.type === 'change').map((e) => (e as { index: number }).index)).toEqual([
      0, 1,
    ]);
    expect(outcome.ok && outcome.result).toMatchObject({
      kind: 'changes',
      message: "I've drafted your first email! Please review the proposed additions.",
    });
    expect(renderEmailHtml(outcome.ok ? outcome.document! : empty)).toContain('Glad you are here.');
  });

  it('a minor edit: only element_edit on existing ids is offered', async () => {
    const edit = {
      change_type: 'element_edit',
      target_id: 'cta',
      new_content: {
        id: 'cta',
        type: 'button',
        content: 'Buy now',
        properties: { button: { href: 'https://shop.example', backgroundColor: '#2e7d32' } },
      },
    };
    server.script([{ tool: 'propose_changes', input: { rationale: 'Greener', changes: [edit] } }]);
    const { outcome } = await turn({ mode: 'edit', document: draft, message: 'make the button green' });
    expect(server.requests).toHaveLength(1);
    const schema = JSON.stringify(server.requests[0]!.body.toolConfig);
    expect(schema).toContain('"enum":["headline","cta"]');
    expect(schema).not.toContain('section_add');
    expect(outcome.ok && outcome.result.kind === 'changes' && outcome.result.changes[0]).toMatchObject({
      target_id: 'cta',
    });
  });

  it('an answer: Just Ask forces the answer tool and streams its text', async () => {
    server.script([{ tool: 'answer', input: { message: 'Your email has **2** elements.' }, chunk: 5 }]);
    const { outcome, events } = await turn({ mode: 'ask', document: draft, message: 'How long is it?' });
    expect(server.requests).toHaveLength(1);
    expect((server.requests[0]!.body.toolConfig as { toolChoice: unknown }).toolChoice).toEqual({
      tool: { name: 'answer' },
    });
    expect(events.filter((e) => e.type === 'text').length).toBeGreaterThan(3);
    expect(outcome.ok && outcome.result).toEqual({
      kind: 'answer',
      message: 'Your email has **2** elements.',
    });
  });

  it('an invalid change is repaired on the second try: two requests, the errors sent as a toolResult', async () => {
    const bad = {
      change_type: 'element_edit',
      target_id: 'nope',
      new_content: { id: 'nope', type: 'text', content: 'x' },
    };
    const good = {
      change_type: 'element_edit',
      target_id: 'headline',
      new_content: { id: 'headline', type: 'header', content: 'Hi' },
    };
    server.script([
      { tool: 'propose_changes', input: { rationale: 'r', changes: [bad] } },
      { tool: 'propose_changes', input: { rationale: 'r', changes: [good] } },
    ]);
    const { outcome } = await turn({ document: draft, message: 'friendlier headline' });
    expect(server.requests).toHaveLength(2);
    const messages = server.requests[1]!.body.messages as {
      role: string;
      content: Record<string, unknown>[];
    }[];
    expect(messages.at(-2)).toMatchObject({
      role: 'assistant',
      content: [{ toolUse: { toolUseId: 'tooluse_0', name: 'propose_changes' } }],
    });
    expect(messages.at(-1)!.content[0]).toMatchObject({
      toolResult: { toolUseId: 'tooluse_0', status: 'error' },
    });
    expect(JSON.stringify(messages.at(-1))).toContain('There is no element with id');
    expect(outcome).toMatchObject({ ok: true, modelCalls: 2 });
  });

  it('a button to javascript:alert(4) is sent back in the one repair; the https link is what is proposed', async () => {
    const withHref = (href: string) => ({
      change_type: 'element_edit',
      target_id: 'cta',
      new_content: { id: 'cta', type: 'button', content: 'Shop now', properties: { button: { href } } },
    });
    server.script([
      { tool: 'propose_changes', input: { rationale: 'r', changes: [withHref('javascript:alert(4)')] } },
      { tool: 'propose_changes', input: { rationale: 'r', changes: [withHref('https://shop.example/new')] } },
    ]);
    const { outcome } = await turn({ document: draft, message: 'link the button to the new shop' });
    expect(server.requests).toHaveLength(2);
    const repair = JSON.stringify(server.requests[1]!.body.messages);
    expect(repair).toContain('new_content.properties.button.href');
    expect(repair).toContain('is not a link an email can use');
    expect(outcome.ok && outcome.result.kind === 'changes' && outcome.result.changes).toEqual([
      withHref('https://shop.example/new'),
    ]);
  });

  it('an image from data: twice: nothing is proposed', async () => {
    const img = {
      change_type: 'section_add',
      new_content: {
        id: 'hero',
        elements: [
          { id: 'hero-img', type: 'image', properties: { image: { src: 'data:image/png;base64,AA' } } },
        ],
      },
    };
    server.script([
      { tool: 'propose_changes', input: { rationale: 'r', changes: [img] } },
      { tool: 'propose_changes', input: { rationale: 'r', changes: [img] } },
    ]);
    const { outcome, events } = await turn({ document: draft, message: 'add a hero image' });
    expect(server.requests).toHaveLength(2);
    expect(outcome.ok).toBe(false);
    expect(events.some((e) => e.type === 'done')).toBe(false);
  });

  it('one that fails twice: two requests, a chat error in the spec words, no changes', async () => {
    const bad = { change_type: 'section_delete', target_id: 'missing' };
    server.script([
      { tool: 'propose_changes', input: { rationale: 'r', changes: [bad] } },
      { tool: 'propose_changes', input: { rationale: 'r', changes: [bad] } },
    ]);
    const { outcome, events } = await turn({ document: draft, message: 'remove the footer' });
    expect(server.requests).toHaveLength(2);
    expect(outcome).toMatchObject({
      ok: false,
      message: 'Sorry, I encountered an error: An unexpected error occurred while generating your email.',
    });
    expect(events.some((e) => e.type === 'done')).toBe(false);
  });

  it('a throttling error: one request, a chat error saying to try again', async () => {
    server.script([
      { exception: 'throttlingException', message: 'Too many requests, please wait before trying again.' },
    ]);
    const { outcome } = await turn({ document: draft, mode: 'ask', message: 'hi' });
    expect(server.requests).toHaveLength(1);
    expect(outcome).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Sorry, I encountered an error: The AI service is busy/),
    });
  });

  it.each([
    [
      'AccessDeniedException',
      403,
      'Sorry, I encountered an error: Model access for us.anthropic.claude-sonnet-4-20250514-v1:0 is not enabled in us-east-1: enable it in the Bedrock console (Model access), then try again.',
    ],
    [
      'ResourceNotFoundException',
      404,
      'Sorry, I encountered an error: The model us.anthropic.claude-sonnet-4-20250514-v1:0 in us-east-1 was not found: deploy with -c bedrockModelId=<a model or inference profile offered in us-east-1>.',
    ],
    [
      'ValidationException',
      400,
      'Sorry, I encountered an error: Bedrock refused the request for us.anthropic.claude-sonnet-4-20250514-v1:0 in us-east-1: check that the model id is an inference profile this region offers (-c bedrockModelId=...).',
    ],
  ] as const)(
    '%s (HTTP %i before the stream): the chat says what to fix and the AWS error name is reported',
    async (name, status, message) => {
      const reported: { awsErrorName: string; modelId: string; region: string }[] = [];
      const reporting = new BedrockLlm(client, MODEL, {
        region: 'us-east-1',
        onFailure: (f) => reported.push(f),
      });
      server.script([{ httpError: name, status, message: 'denied by the loopback server' }]);
      const events: ChatEvent[] = [];
      const outcome = await runTurn(
        reporting,
        { ...base, document: draft, mode: 'ask', message: 'hi' },
        (e) => events.push(e),
      );
      expect(server.requests).toHaveLength(1);
      expect(outcome).toEqual({ ok: false, message, provider: 'bedrock', modelCalls: 1 });
      expect(events.at(-1)).toEqual({ type: 'error', message });
      expect(reported).toEqual([
        expect.objectContaining({ awsErrorName: name, modelId: MODEL, region: 'us-east-1' }),
      ]);
    },
  );
});
