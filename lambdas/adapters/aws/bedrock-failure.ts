/**
 * Bedrock failures in words an operator can act on. The SDK names its errors after the AWS error
 * (`AccessDeniedException`, `ThrottlingException`, ...); each one maps to a chat error code and one
 * sentence naming the model and the region, so whoever reads the chat (or the log) knows what to fix.
 * Pure: no SDK import, tested in tests/unit/ai/bedrock-failure.test.ts.
 */
export type ModelFailureCode = 'throttled' | 'unavailable' | 'invalid_response';

export interface ModelFailure {
  code: ModelFailureCode;
  /** The AWS error name, as logged and counted by the AI-failures alarm. */
  awsErrorName: string;
  /** The chat's sentence (after "Sorry, I encountered an error: "). */
  sentence: string;
}

export interface ModelTarget {
  modelId: string;
  region: string;
}

const THROTTLED = /^(ThrottlingException|TooManyRequestsException|ServiceQuotaExceededException)$/;
const UNAVAILABLE =
  /^(ServiceUnavailableException|ModelNotReadyException|InternalServerException|ModelTimeoutException|ModelStreamErrorException|TimeoutError)$/;

/** The failure behind an SDK error name, or undefined when the name is not a Bedrock failure we know. */
export function bedrockFailure(
  awsErrorName: string,
  { modelId, region }: ModelTarget,
): ModelFailure | undefined {
  const at = `${modelId} in ${region}`;
  switch (awsErrorName) {
    case 'AccessDeniedException':
      return {
        code: 'unavailable',
        awsErrorName,
        sentence: `Model access for ${modelId} is not enabled in ${region}: enable it in the Bedrock console (Model access), then try again.`,
      };
    case 'ResourceNotFoundException':
      return {
        code: 'unavailable',
        awsErrorName,
        sentence: `The model ${at} was not found: deploy with -c bedrockModelId=<a model or inference profile offered in ${region}>.`,
      };
    case 'ValidationException':
      return {
        code: 'invalid_response',
        awsErrorName,
        sentence: `Bedrock refused the request for ${at}: check that the model id is an inference profile this region offers (-c bedrockModelId=...).`,
      };
    case 'ModelErrorException':
      return {
        code: 'invalid_response',
        awsErrorName,
        sentence: `The model ${at} failed to answer. Please try again.`,
      };
  }
  if (THROTTLED.test(awsErrorName))
    return {
      code: 'throttled',
      awsErrorName,
      sentence: `The AI service is busy right now. Please try again in a minute. (Bedrock is throttling ${at}; ask for a higher quota if this repeats.)`,
    };
  if (UNAVAILABLE.test(awsErrorName))
    return {
      code: 'unavailable',
      awsErrorName,
      sentence: `The AI service could not answer. Please try again. (Bedrock answered ${awsErrorName} for ${at}.)`,
    };
  return undefined;
}
