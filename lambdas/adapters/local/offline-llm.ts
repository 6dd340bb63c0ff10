import type { Llm, LlmRequest, LlmResponse } from '../../ports/llm';

/**
 * The default composer when no model is configured (AI_PROVIDER=offline): it never pretends to be a
 * model. It answers with a fixed, clearly labelled sentence and calls no tool. The offline composer
 * that builds real email structure arrives with the AI editor issue.
 */
export class OfflineLlm implements Llm {
  readonly provider = 'offline';

  async converse(request: LlmRequest): Promise<LlmResponse> {
    const last = [...request.messages].reverse().find((m) => m.role === 'user');
    const about = last ? ` I received your message (${last.content.length} characters).` : '';
    return {
      text: `Offline composer: no AI model is connected, so I cannot write or change the email yet.${about} Set AI_PROVIDER=bedrock to use Amazon Bedrock.`,
      toolCalls: [],
      stopReason: 'end_turn',
    };
  }
}
