import {
  ConverseStreamCommand,
  type BedrockRuntimeClient,
  type ContentBlock,
  type Message,
  type Tool,
  type ToolChoice,
} from '@aws-sdk/client-bedrock-runtime';
import { LlmError, type Llm, type LlmEvent, type LlmMessage, type LlmRequest } from '../../ports/llm';
import { bedrockFailure, type ModelFailure } from './bedrock-failure';

/** Our messages as Converse content blocks (tool calls as toolUse, their results as toolResult). */
function toMessages(messages: LlmMessage[]): Message[] {
  return messages.map((m): Message => {
    const blocks: ContentBlock[] = [];
    if (m.role === 'user')
      for (const r of m.toolResults ?? [])
        blocks.push({
          toolResult: {
            toolUseId: r.toolCallId,
            content: [{ text: r.content }],
            status: r.isError ? 'error' : 'success',
          },
        });
    if (m.content.trim()) blocks.push({ text: m.content });
    if (m.role === 'assistant')
      for (const c of m.toolCalls ?? [])
        blocks.push({ toolUse: { toolUseId: c.id, name: c.name, input: c.input as never } });
    return { role: m.role, content: blocks };
  });
}

function toolChoice(choice: LlmRequest['toolChoice']): ToolChoice | undefined {
  if (!choice) return undefined;
  return choice === 'any' ? { any: {} } : { tool: { name: choice } };
}

/** Told about every failed model call (wiring logs it with its AWS error name; an alarm counts it). */
export type ModelFailureReport = (failure: ModelFailure & { modelId: string; region: string }) => void;

/** Amazon Bedrock ConverseStream with tool use (AI_PROVIDER=bedrock). */
export class BedrockLlm implements Llm {
  readonly provider = 'bedrock';
  constructor(
    private readonly client: BedrockRuntimeClient,
    private readonly modelId: string,
    private readonly options: { region?: string; onFailure?: ModelFailureReport } = {},
  ) {}

  /** SDK failures in our terms: a chat error for the user (never a 500), reported with the AWS name. */
  private asLlmError(error: unknown): unknown {
    const name = (error as { name?: string }).name ?? '';
    const region = this.options.region ?? 'this region';
    const failure = bedrockFailure(name, { modelId: this.modelId, region });
    if (!failure) return error;
    this.options.onFailure?.({ ...failure, modelId: this.modelId, region });
    return new LlmError(failure.code, name, failure.sentence);
  }

  async *stream(request: LlmRequest): AsyncIterable<LlmEvent> {
    const tools: Tool[] | undefined = request.tools?.map((t) => ({
      toolSpec: { name: t.name, description: t.description, inputSchema: { json: t.inputSchema as never } },
    }));
    const blockTool = new Map<number, string>();
    try {
      const response = await this.client.send(
        new ConverseStreamCommand({
          modelId: this.modelId,
          system: [{ text: request.system }],
          messages: toMessages(request.messages),
          toolConfig: tools?.length ? { tools, toolChoice: toolChoice(request.toolChoice) } : undefined,
          inferenceConfig: { maxTokens: request.maxTokens ?? 8192 },
        }),
      );
      for await (const ev of response.stream ?? []) {
        if (ev.contentBlockStart?.start?.toolUse) {
          const { toolUseId = '', name = '' } = ev.contentBlockStart.start.toolUse;
          blockTool.set(ev.contentBlockStart.contentBlockIndex ?? 0, toolUseId);
          yield { type: 'tool_start', id: toolUseId, name };
        } else if (ev.contentBlockDelta?.delta) {
          const { delta, contentBlockIndex = 0 } = ev.contentBlockDelta;
          if (delta.text) yield { type: 'text', delta: delta.text };
          else if (delta.toolUse?.input !== undefined)
            yield {
              type: 'tool_input',
              id: blockTool.get(contentBlockIndex) ?? '',
              delta: delta.toolUse.input,
            };
        } else if (ev.messageStop) yield { type: 'stop', reason: ev.messageStop.stopReason ?? 'end_turn' };
        else {
          const failure =
            ev.throttlingException ??
            ev.serviceUnavailableException ??
            ev.internalServerException ??
            ev.modelStreamErrorException ??
            ev.validationException;
          if (failure) throw failure;
        }
      }
    } catch (error) {
      throw this.asLlmError(error);
    }
  }
}
