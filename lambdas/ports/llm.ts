export interface LlmMessage {
  role: 'user' | 'assistant';
  content: string;
}

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
  /** Force a call of this tool. */
  toolChoice?: string;
  maxTokens?: number;
}

export interface LlmResponse {
  text: string;
  toolCalls: { name: string; input: unknown }[];
  stopReason: string;
}

export interface Llm {
  /** 'offline' | 'bedrock' | 'openai': shown in the UI so an offline composer is never mistaken for a model. */
  readonly provider: string;
  converse(request: LlmRequest): Promise<LlmResponse>;
}
