import { describe, expect, it } from 'vitest';
import { createFullDeps } from '../../../lambdas/wiring/all';

const env = {
  TABLE_NAME: 't',
  ASSETS_BUCKET: 'b',
  ASSETS_PUBLIC_BASE: 'https://assets.example',
  USER_POOL_ID: 'us-east-1_x',
};

describe('AI_PROVIDER picks the llm adapter', () => {
  it('offline by default, bedrock and openai when asked', () => {
    expect(createFullDeps(env).ports.llm.provider).toBe('offline');
    expect(createFullDeps({ ...env, AI_PROVIDER: 'bedrock' }).ports.llm.provider).toBe('bedrock');
    const openai = {
      ...env,
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:1/v1',
      OPENAI_MODEL: 'm',
    };
    expect(createFullDeps(openai).ports.llm.provider).toBe('openai');
  });

  it('openai without a base URL or model fails with the variable names', () => {
    expect(() => createFullDeps({ ...env, AI_PROVIDER: 'openai' }).ports.llm).toThrow(
      /OPENAI_BASE_URL and OPENAI_MODEL/,
    );
  });
});

describe('the streaming chat path', () => {
  it('is the one of lambdas/routes/ streams (CloudFront behaviour and local server agree)', async () => {
    const { streams } = await import('../../../lambdas/routes');
    const { AI_CHAT_PATH } = await import('../../../shared/contracts/ai');
    expect(streams.map((s) => s.path)).toEqual([AI_CHAT_PATH]);
  });
});
