import { MESSAGES, type ChatEvent, type ChatMode, type ChatResult } from '../../../shared/contracts/ai';
import type { EmailChange, EmailDocument } from '../../../shared/email';
import { LlmError, type Llm, type LlmMessage, type LlmToolCall } from '../../ports/llm';
import { expandCompact } from './compact-keys';
import { allElementIds } from './element-ids';
import { promptMessages, systemPrompt, type PromptInput } from './prompt';
import { ToolInputStream } from './tool-stream';
import { TOOL, toolsFor } from './tools';
import { judgeToolCall } from './validate-changes';

export type TurnInput = PromptInput;
export type TurnOutcome =
  | { ok: true; result: ChatResult; document?: EmailDocument; provider: string; modelCalls: number }
  | { ok: false; message: string; provider: string; modelCalls: number };

type Emit = (event: ChatEvent) => void;
/** docs/product.md › Progress screens, in the order a turn reaches them. */
const ITEM_PROGRESS = [40, 60, 70, 75];

/** One streamed model call: forwards text and whole changes as they arrive, returns the tool call. */
async function call(
  llm: Llm,
  request: Parameters<Llm['stream']>[0],
  emit: Emit,
): Promise<{ text: string; toolCall: LlmToolCall | undefined }> {
  let text = '';
  let first = true;
  const calls = new Map<string, { name: string; json: string; reader: ToolInputStream }>();
  for await (const ev of llm.stream(request)) {
    if (first) emit({ type: 'progress', stage: 'clarifying', percent: 20 });
    first = false;
    if (ev.type === 'text') text += ev.delta;
    else if (ev.type === 'tool_start') {
      calls.set(ev.id, { name: ev.name, json: '', reader: new ToolInputStream() });
      const stage =
        ev.name === TOOL.propose ? 'generating' : ev.name === TOOL.clarify ? 'clarifying' : 'loading';
      emit({ type: 'progress', stage, percent: 30 });
    } else if (ev.type === 'tool_input') {
      const c = calls.get(ev.id);
      if (!c) continue;
      c.json += ev.delta;
      for (const out of c.reader.feed(ev.delta)) {
        if (out.kind === 'text') emit({ type: 'text', delta: out.delta });
        else {
          emit({ type: 'change', index: out.index, change: expandCompact(out.value) });
          const percent = ITEM_PROGRESS[Math.min(out.index, ITEM_PROGRESS.length - 1)]!;
          emit({ type: 'progress', stage: 'generating', percent });
        }
      }
    }
  }
  const [id, c] = [...calls.entries()][0] ?? [];
  if (!id || !c) return { text, toolCall: undefined };
  let input: unknown;
  try {
    input = c.json.trim() === '' ? {} : JSON.parse(c.json);
  } catch {
    input = undefined;
  }
  return { text, toolCall: { id, name: c.name, input } };
}

function failure(document: EmailDocument): string {
  return document.sections.length === 0
    ? MESSAGES.generationFailed
    : MESSAGES.errorPrefix + MESSAGES.unexpected;
}

/**
 * One chat turn: one model call with the tools of the mode; every proposed change is validated by
 * applying it to the current document. When they do not all apply, the reasons go back to the model
 * once for a repair (the only second call); a second failure is a chat error and nothing is stored.
 * The caller stores the result, then emits `done`.
 */
export async function runTurn(llm: Llm, input: TurnInput, emit: Emit): Promise<TurnOutcome> {
  const provider = llm.provider;
  emit({ type: 'start', provider });
  emit({ type: 'progress', stage: 'clarifying', percent: 10 });
  const mode: ChatMode = input.mode;
  const request = {
    system: systemPrompt(input),
    messages: promptMessages(input),
    tools: toolsFor(mode, allElementIds(input.document)),
    toolChoice: mode === 'ask' ? TOOL.answer : 'any',
    context: {
      mode,
      document: input.document,
      setup: input.setup,
      brand: input.brand,
      message: input.message,
      request: input.clarification?.request,
    },
  };
  let modelCalls = 0;
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      modelCalls++;
      const { text, toolCall } = await call(llm, request, emit);
      const verdict = judgeToolCall(
        mode,
        input.document,
        toolCall ?? (text.trim() ? plainAnswer(text) : undefined),
      );
      if (verdict.ok) {
        emit({ type: 'progress', stage: 'loading', percent: 90 });
        const result: ChatResult =
          verdict.kind === 'changes'
            ? {
                kind: 'changes',
                batchId: globalThis.crypto.randomUUID(),
                rationale: verdict.rationale,
                changes: verdict.changes,
                message: summary(input.document, verdict.changes, verdict.rationale),
              }
            : verdict.kind === 'answer'
              ? { kind: 'answer', message: verdict.message }
              : { kind: 'clarification', question: verdict.question, suggestions: verdict.suggestions };
        emit({ type: 'progress', stage: 'loading', percent: 100 });
        return {
          ok: true,
          result,
          document: verdict.kind === 'changes' ? verdict.document : undefined,
          provider,
          modelCalls,
        };
      }
      if (attempt === 1) break;
      emit({ type: 'repair', reasons: verdict.reasons });
      request.messages = [...request.messages, ...repairMessages(text, toolCall, verdict.reasons)];
    }
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    const message = MESSAGES.errorPrefix + (error.detail ?? busyText(error));
    emit({ type: 'error', message });
    return { ok: false, message, provider, modelCalls };
  }
  const message = failure(input.document);
  emit({ type: 'error', message });
  return { ok: false, message, provider, modelCalls };
}

const plainAnswer = (text: string) => ({ name: TOOL.answer, input: { message: text.trim() } });

function busyText(error: LlmError): string {
  return error.code === 'throttled'
    ? 'The AI service is busy right now. Please try again in a minute.'
    : 'The AI service could not answer. Please try again.';
}

function summary(before: EmailDocument, changes: EmailChange[], rationale: string): string {
  if (before.sections.length === 0) return MESSAGES.firstDraft;
  const n = changes.length;
  return `${rationale.trim() || 'Here are my proposed changes.'}\n\n${n} change${n === 1 ? '' : 's'} to review.`;
}

function repairMessages(text: string, toolCall: LlmToolCall | undefined, reasons: string[]): LlmMessage[] {
  const list = reasons.map((r) => `- ${r}`).join('\n');
  if (!toolCall) {
    return [
      { role: 'assistant', content: text || '(no tool call)' },
      { role: 'user', content: `That did not work:\n${list}\nCall one tool again with a corrected input.` },
    ];
  }
  return [
    { role: 'assistant', content: text, toolCalls: [toolCall] },
    {
      role: 'user',
      content: 'Please call the tool again with every change corrected.',
      toolResults: [{ toolCallId: toolCall.id, content: `These did not apply:\n${list}`, isError: true }],
    },
  ];
}
