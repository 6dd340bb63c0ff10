import { describe, expect, it } from 'vitest';
import { bedrockFailure } from '../../../lambdas/adapters/aws/bedrock-failure';

const target = { modelId: 'us.anthropic.claude-sonnet-4-6', region: 'us-east-1' };

describe('bedrockFailure: AWS error names in words an operator can act on', () => {
  it('model access not granted names the model, the region and the console to fix it in', () => {
    expect(bedrockFailure('AccessDeniedException', target)).toEqual({
      code: 'unavailable',
      awsErrorName: 'AccessDeniedException',
      sentence:
        'Model access for us.anthropic.claude-sonnet-4-6 is not enabled in us-east-1: enable it in the Bedrock console (Model access), then try again.',
    });
  });

  it.each([
    ['ResourceNotFoundException', 'unavailable', /was not found: deploy with -c bedrockModelId=/],
    ['ValidationException', 'invalid_response', /inference profile this region offers/],
    ['ModelErrorException', 'invalid_response', /failed to answer/],
    ['ThrottlingException', 'throttled', /^The AI service is busy right now\..*higher quota/],
    ['ServiceQuotaExceededException', 'throttled', /busy right now/],
    ['TooManyRequestsException', 'throttled', /busy right now/],
    ['ServiceUnavailableException', 'unavailable', /could not answer.*ServiceUnavailableException/],
    ['ModelNotReadyException', 'unavailable', /could not answer/],
    ['InternalServerException', 'unavailable', /could not answer/],
    ['ModelTimeoutException', 'unavailable', /could not answer/],
    ['ModelStreamErrorException', 'unavailable', /could not answer/],
  ] as const)('%s -> %s', (name, code, sentence) => {
    const failure = bedrockFailure(name, target);
    expect(failure).toMatchObject({ code, awsErrorName: name });
    expect(failure?.sentence).toMatch(sentence);
    expect(failure?.sentence).toContain('us-east-1');
  });

  it('leaves errors that are not Bedrock failures to the caller (a bug stays a bug)', () => {
    expect(bedrockFailure('TypeError', target)).toBeUndefined();
    expect(bedrockFailure('', target)).toBeUndefined();
  });
});
