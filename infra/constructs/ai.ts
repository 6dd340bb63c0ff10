/**
 * Bedrock settings. The model is a synth-time context value (`-c bedrockModelId=...`), not a
 * CfnParameter: the IAM statement needs the plain id to derive the foundation model behind a
 * cross-region inference profile (`us.anthropic...` -> `anthropic...`). The permission itself
 * (`bedrock:InvokeModel*` on that model only) is given by grants.ts to functions whose route lists
 * 'bedrock:invoke'; no other function can call Bedrock.
 */
export type AiProvider = 'offline' | 'bedrock' | 'openai';

export const DEFAULT_BEDROCK_MODEL_ID = 'us.anthropic.claude-sonnet-4-20250514-v1:0';
/**
 * What a deploy uses unless `-c aiProvider=...` says otherwise: the offline composer, as locally, so a
 * fresh deploy works before Bedrock model access is granted; `-c aiProvider=bedrock` switches to the model
 * (README and lambdas/config.md say the same; tests/unit/tooling/config-docs.test.ts checks them).
 */
export const DEFAULT_AI_PROVIDER: AiProvider = 'offline';

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
