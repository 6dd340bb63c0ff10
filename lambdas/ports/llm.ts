import type { BrandKit } from '../../shared/contracts/brand';

/**
 * The model behind the chat, in our own terms (no SDK types). One `stream` call is one model request:
 * it yields text deltas and tool-call events as the provider produces them. Adapters: offline composer
 * (default), Bedrock ConverseStream, any OpenAI-compatible chat completions server.
 */
export interface LlmToolCall {
  id: string;
  name: string;
  input: unknown;
}

export type LlmMessage =
  | {
      role: 'user';
      content: string;
      toolResults?: { toolCallId: string; content: string; isError: boolean }[];
    }
  | { role: 'assistant'; content: string; toolCalls?: LlmToolCall[] };

export interface LlmTool {
  name: string;
  description: string;
  /** JSON Schema of the tool input. */
  inputSchema: Record<string, unknown>;
}

export interface LlmRequest {
  system: string;
  messages: LlmMessage[];
  tools?: LlmTool[];
  /** 'any': some tool must be called; a tool name: that one. Absent: the model may answer in text. */
  toolChoice?: 'any' | (string & {});
  maxTokens?: number;
  /**
   * The same turn as data, for the offline composer (which reads no prose); model providers ignore it.
   * Plain values only: the document as semantic_email_v2 JSON, the setup as the prompt builder has it.
   */
  context?: {
    mode: 'major' | 'edit' | 'ask';
    document: unknown;
    setup?: {
      businessDescription: string | null;
      goals: string[];
      selectedCampaignIds: string[];
      /** The shop's website domain, when set (the offline composer names the shop from it). */
      domain?: string | null;
    };
    /** The account's brand kit (issue 33), shop name, colours, font, button shape, logo. */
    brand?: BrandKit | undefined;
    message: string;
    /** The earlier request when this message answers a clarification. */
    request?: string;
  };
}

export type LlmEvent =
  | { type: 'text'; delta: string }
  /** A tool call starts; its input arrives as JSON text in `tool_input` deltas. */
  | { type: 'tool_start'; id: string; name: string }
  | { type: 'tool_input'; id: string; delta: string }
  | { type: 'stop'; reason: string };

/** A provider refused or failed the request (throttled, unavailable, bad answer). */
export class LlmError extends Error {
  constructor(
    readonly code: 'throttled' | 'unavailable' | 'invalid_response',
    message: string,
    /** A sentence for the chat that says what to do (e.g. enable model access); default: a generic one. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

export interface Llm {
  /** 'offline' | 'bedrock' | 'openai': shown in the UI so an offline composer is never mistaken for a model. */
  readonly provider: string;
  stream(request: LlmRequest): AsyncIterable<LlmEvent>;
}
