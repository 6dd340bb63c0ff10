import type { Llm, LlmEvent, LlmRequest } from '../../../lambdas/ports/llm';
import { LlmError } from '../../../lambdas/ports/llm';

/**
 * An in-memory Llm for the turn domain's unit tests: each call plays the next scripted tool call,
 * streamed in small pieces. (The real providers are tested against loopback servers in
 * tests/integration/ai.)
 */
export class ScriptedLlm implements Llm {
  readonly provider = 'scripted';
  readonly requests: LlmRequest[] = [];
  constructor(private readonly script: ({ name: string; input: unknown } | 'throttle')[]) {}

  async *stream(request: LlmRequest): AsyncIterable<LlmEvent> {
    this.requests.push(structuredClone(request));
    const next = this.script[this.requests.length - 1];
    if (!next) throw new Error('script exhausted');
    if (next === 'throttle') throw new LlmError('throttled', 'Too many requests');
    const id = `call-${this.requests.length}`;
    yield { type: 'tool_start', id, name: next.name };
    const json = JSON.stringify(next.input);
    for (let i = 0; i < json.length; i += 7) yield { type: 'tool_input', id, delta: json.slice(i, i + 7) };
    yield { type: 'stop', reason: 'tool_use' };
  }
}
