/**
 * Issue 19: a Bedrock failure is logged with its AWS error name, in the JSON line the AI-failures metric
 * filter counts (`aiFailure`, infra/constructs/monitoring.ts). The real wiring (createFullDeps with
 * AI_PROVIDER=bedrock) and the real SDK against the loopback ConverseStream server; the log line is read
 * from the console/stdout, where the Powertools logger writes it (CloudWatch Logs in AWS).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailDocumentSchema } from '../../../shared/email';
import { runTurn } from '../../../lambdas/domain/ai/run-turn';
import { createFullDeps } from '../../../lambdas/wiring/all';
import { startBedrockServer, type BedrockServer } from '../../support/bedrock-server';

let server: BedrockServer;
beforeAll(async () => {
  server = await startBedrockServer();
  // Powertools writes through the global console in dev mode (its own Console on stdout otherwise).
  vi.stubEnv('POWERTOOLS_DEV', 'true');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

describe('a failed model call', () => {
  it('is logged once as JSON with aiFailure, the AWS error name, the model and the region', async () => {
    const deps = createFullDeps({
      TABLE_NAME: 't',
      ASSETS_BUCKET: 'b',
      ASSETS_PUBLIC_BASE: 'https://assets.example.com',
      USER_POOL_ID: 'eu-west-1_x',
      AWS_REGION: 'eu-west-1',
      AI_PROVIDER: 'bedrock',
      // 'local' is what makes the clients take the endpoint (and stand-in credentials).
      STAGE: 'local',
      AWS_ENDPOINT_BEDROCK: server.url,
    });
    server.script([{ httpError: 'AccessDeniedException', status: 403, message: 'no model access' }]);
    const lines: string[] = [];
    const keep = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    const spies = (['log', 'info', 'warn', 'error'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(keep),
    );
    let outcome;
    try {
      outcome = await runTurn(
        deps.ports.llm,
        {
          mode: 'ask',
          document: emailDocumentSchema.parse({ sections: [] }),
          setup: undefined,
          history: [],
          message: 'hi',
        },
        () => {},
      );
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(outcome).toMatchObject({
      ok: false,
      message: expect.stringContaining('is not enabled in eu-west-1: enable it in the Bedrock console'),
    });
    const logged = lines
      .filter((l) => l.includes('"aiFailure"'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 'ERROR',
      message: 'Bedrock model call failed',
      aiFailure: 'bedrock',
      awsErrorName: 'AccessDeniedException',
      modelId: 'us.anthropic.claude-sonnet-4-6',
      region: 'eu-west-1',
    });
  });
});
