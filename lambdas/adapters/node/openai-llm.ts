import OpenAI from 'openai';
import type {
  ChatCompletionMessageParam,
  ChatCompletionToolChoiceOption,
} from 'openai/resources/chat/completions';
import { LlmError, type Llm, type LlmEvent, type LlmMessage, type LlmRequest } from '../../ports/llm';

export interface OpenAiOptions {
  baseURL: string;
  apiKey: string;
  model: string;
}

function toMessages(system: string, messages: LlmMessage[]): ChatCompletionMessageParam[] {
  const out: ChatCompletionMessageParam[] = [{ role: 'system', content: system }];
  for (const m of messages) {
    if (m.role === 'assistant') {
      out.push({
        role: 'assistant',
        content: m.content || null,
        ...(m.toolCalls?.length
          ? {
              tool_calls: m.toolCalls.map((c) => ({
                id: c.id,
                type: 'function' as const,
                function: { name: c.name, arguments: JSON.stringify(c.input ?? {}) },
              })),
            }
          : {}),
      });
      continue;
    }
    // Tool results answer the assistant's calls and must follow them directly.
    for (const r of m.toolResults ?? [])
      out.push({
        role: 'tool',
        tool_call_id: r.toolCallId,
        content: (r.isError ? 'Error: ' : '') + r.content,
      });
    if (m.content.trim()) out.push({ role: 'user', content: m.content });
  }
  return out;
}

function toolChoice(choice: LlmRequest['toolChoice']): ChatCompletionToolChoiceOption | undefined {
  if (!choice) return undefined;
  return choice === 'any' ? 'required' : { type: 'function', function: { name: choice } };
}

function asLlmError(error: unknown): unknown {
  if (error instanceof OpenAI.RateLimitError) return new LlmError('throttled', error.message);
  if (
    error instanceof OpenAI.APIConnectionError ||
    (error instanceof OpenAI.APIError && (error.status ?? 0) >= 500)
  )
    return new LlmError('unavailable', error.message);
  if (error instanceof OpenAI.APIError) return new LlmError('invalid_response', error.message);
  return error;
}

/**
 * Any OpenAI-compatible chat completions server (OpenAI, Ollama, vLLM, llama.cpp server) with tools
 * and streaming (AI_PROVIDER=openai; OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL).
 */
export class OpenAiLlm implements Llm {
  readonly provider = 'openai';
  private readonly client: OpenAI;
  constructor(private readonly options: OpenAiOptions) {
    this.client = new OpenAI({ baseURL: options.baseURL, apiKey: options.apiKey, maxRetries: 1 });
  }

  async *stream(request: LlmRequest): AsyncIterable<LlmEvent> {
    const ids = new Map<number, string>();
    try {
      const stream = await this.client.chat.completions.create({
        model: this.options.model,
        stream: true,
        max_tokens: request.maxTokens ?? 8192,
        messages: toMessages(request.system, request.messages),
        tools: request.tools?.map((t) => ({
          type: 'function' as const,
          function: { name: t.name, description: t.description, parameters: t.inputSchema },
        })),
        tool_choice: request.tools?.length ? toolChoice(request.toolChoice) : undefined,
      });
      let stop = 'end_turn';
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        if (!choice) continue;
        if (choice.delta.content) yield { type: 'text', delta: choice.delta.content };
        for (const call of choice.delta.tool_calls ?? []) {
          if (!ids.has(call.index)) {
            const id = call.id ?? `call_${call.index}`;
            ids.set(call.index, id);
            yield { type: 'tool_start', id, name: call.function?.name ?? '' };
          }
          if (call.function?.arguments)
            yield { type: 'tool_input', id: ids.get(call.index)!, delta: call.function.arguments };
        }
        if (choice.finish_reason)
          stop = choice.finish_reason === 'tool_calls' ? 'tool_use' : choice.finish_reason;
      }
      yield { type: 'stop', reason: stop };
    } catch (error) {
      throw asLlmError(error);
    }
  }
}
