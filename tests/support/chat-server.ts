import type { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { BedrockLlm } from '../../lambdas/adapters/aws/bedrock-llm';
import { parseConfig } from '../../lambdas/config';
import { createAppServer, type AppContext } from '../../lambdas/local/server';
import type { Ports } from '../../lambdas/ports';
import { keys } from '../../lambdas/table';
import { MemoryStore } from '../unit/tracking/memory-store';

/**
 * The real local server and chat handler with the real Bedrock adapter on `client` (pointed at the loopback
 * ConverseStream server), an in-memory store (the database is not what these runs look at; the same handler
 * runs on DynamoDB Local in tests/integration/ai) and a token check that answers `sub`, on the premium plan.
 */
export async function startChatServer(
  client: BedrockRuntimeClient,
  sub: string,
  env: Record<string, string> = {},
) {
  const store = new MemoryStore();
  const config = parseConfig({
    STAGE: 'local',
    TABLE_NAME: 't',
    ASSETS_BUCKET: 'b',
    ASSETS_PUBLIC_BASE: 'http://127.0.0.1/b',
    USER_POOL_ID: 'p',
    LOG_LEVEL: 'SILENT',
    ...env,
  });
  const ports = {
    store,
    llm: new BedrockLlm(client, 'us.anthropic.claude-sonnet-4-20250514-v1:0'),
    clock: { now: () => new Date() },
  } as unknown as Ports;
  const app = createAppServer();
  app.attach({
    deps: { config, ports },
    verifyJwt: async () => ({ claims: { sub }, scopes: undefined }),
  } as unknown as AppContext);
  const port = await app.listen(0, '127.0.0.1');
  await store.put({ ...keys.profile(sub), subscriptionTier: 'premium' });
  return { store, port, close: () => app.close() };
}
