/**
 * Bedrock settings. The model is a synth-time context value (`-c bedrockModelId=...`), not a
 * CfnParameter: the IAM statement needs the plain id to derive the foundation model behind a
 * cross-region inference profile (`us.anthropic...` -> `anthropic...`). The permission itself
 * (`bedrock:InvokeModel*` on that model only) is given by grants.ts to functions whose route lists
 * 'bedrock:invoke'; no other function can call Bedrock.
 */
export type AiProvider = 'offline' | 'bedrock' | 'openai';

/**
 * Claude Sonnet 4.6 through the US cross-region inference profile (checked against AWS's and Anthropic's
 * Bedrock model tables, Nov 2026: base model `anthropic.claude-sonnet-4-6`, profiles global/us/eu/jp;
 * Sonnet 4 is marked deprecated there). The Converse API this app calls serves it. Outside the US use
 * `-c bedrockModelId=eu.anthropic.claude-sonnet-4-6` (or `global.`/`jp.`); README, "Deploying to AWS".
 */
export const DEFAULT_BEDROCK_MODEL_ID = 'us.anthropic.claude-sonnet-4-6';
/**
 * What a deploy uses unless `-c aiProvider=...` says otherwise: Bedrock, the product's design. Until model
 * access is granted the chat says so in one sentence (lambdas/adapters/aws/bedrock-failure.ts) and the
 * AI-failures alarm counts it; `-c aiProvider=offline` deploys the offline composer for a quick trial.
 * Locally the default stays `offline` (lambdas/config.ts). README and lambdas/config.md say the same;
 * tests/unit/tooling/config-docs.test.ts checks them.
 */
export const DEFAULT_AI_PROVIDER: AiProvider = 'bedrock';

export interface AiSettings {
  provider: AiProvider;
  bedrockModelId: string;
}

export function aiSettings(input: { provider?: string; bedrockModelId?: string }): AiSettings {
  const provider = input.provider ?? DEFAULT_AI_PROVIDER;
  if (provider !== 'offline' && provider !== 'bedrock' && provider !== 'openai') {
    throw new Error(`aiProvider must be offline, bedrock or openai (got '${provider}').`);
  }
  const bedrockModelId = input.bedrockModelId ?? DEFAULT_BEDROCK_MODEL_ID;
  if (!/^[a-z0-9.-]+(:[0-9a-z]+)?$/i.test(bedrockModelId)) {
    throw new Error(`bedrockModelId '${bedrockModelId}' is not a Bedrock model or inference-profile id.`);
  }
  return { provider, bedrockModelId };
}
