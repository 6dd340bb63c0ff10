import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { clientOptions } from '../adapters/aws/clients';
import { BedrockLlm } from '../adapters/aws/bedrock-llm';
import { OfflineLlm } from '../adapters/local/offline-llm';
import { OpenAiLlm } from '../adapters/node/openai-llm';
import { ConfigError, type Config } from '../config';
import { rootLogger } from '../http/logger';
import type { PortFactory } from '../deps';
import type { Llm } from '../ports';

function llmFor(config: Config): Llm {
  if (config.aiProvider === 'bedrock')
    return new BedrockLlm(
      new BedrockRuntimeClient(clientOptions(config, config.endpoints.bedrock)),
      config.bedrockModelId,
      {
        region: config.region,
        // `aiFailure` is what the AI-failures metric filter matches (infra/constructs/monitoring.ts).
        onFailure: (f) =>
          rootLogger(config).error('Bedrock model call failed', {
            aiFailure: 'bedrock',
            awsErrorName: f.awsErrorName,
            modelId: f.modelId,
            region: f.region,
            chatCode: f.code,
          }),
      },
    );
  if (config.aiProvider === 'openai') {
    const { baseUrl, apiKey, model } = config.openai;
    if (!baseUrl || !model)
      throw new ConfigError(
        'AI_PROVIDER=openai needs OPENAI_BASE_URL and OPENAI_MODEL. See lambdas/config.md.',
      );
    // Local servers (Ollama, llama.cpp) take any key.
    return new OpenAiLlm({ baseURL: baseUrl, apiKey: apiKey ?? 'none', model });
  }
  return new OfflineLlm();
}

/** The AI model: offline composer by default, Bedrock or an OpenAI-compatible server by AI_PROVIDER. */
export const llmPort: PortFactory<'llm'> = { port: 'llm', build: (config) => llmFor(config) };
