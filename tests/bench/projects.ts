/**
 * Benchmark: the project list and project creation (issue 10), over the real local stack (DynamoDB Local,
 * cognito-local, the API server), through HTTP as the browser calls them.
 *
 *   npx tsx tests/bench/projects.ts [runs]      (or: npm run bench -- projects)
 *
 * - List: GET /api/projects (first page, 20 items) for a user with 500 projects and a user with 10, measured
 *   alternately; each call is one Query of one page, so the 500 call must stay within 1.5x of the 10 call
 *   (medians of N runs).
 * - Create under contention: 20 concurrent POST /api/projects by one user, several rounds (premium: all 20
 *   win, each with a distinct name; free: exactly 1 wins, 19 get the limit's 403). Budget: 0 server errors
 *   (and the counts exact); p50/p99 printed.
 * Writes docs/bench/projects.md; exits 1 when over budget.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoStore } from '../../lambdas/adapters/aws/dynamo-store';
import { nameClaimItem, newProjectItem } from '../../lambdas/domain/items/project';
import { startStack } from '../../lambdas/local/stack';
import { keys } from '../../lambdas/table';

const LIST_BUDGET = 1.5;
const RUNS = Number(process.argv[2] ?? 60);
const ROUNDS = 5;
const here = dirname(fileURLToPath(import.meta.url));

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? 0;
};
const median = (xs: number[]) => quantile(xs, 0.5);
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const stack = await startStack({ ephemeral: true, web: 'none', quiet: true });
  const base = `http://127.0.0.1:${stack.ports.app}`;
  const dynamo = new DynamoDBClient({
    endpoint: stack.env.AWS_ENDPOINT_DYNAMODB,
    region: stack.env.AWS_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const store = new DynamoStore(dynamo, stack.env.TABLE_NAME as string);
  const idp = new CognitoIdentityProviderClient({
    endpoint: `${base}/cognito`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const clientId = stack.env.USER_POOL_CLIENT_ID as string;

  const call = async (path: string, token: string, method = 'GET') => {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t0 };
  };

  /** A user whose profile exists (GET /api/profile) on the given plan, with `count` projects seeded. */
  async function user(tier: 'free' | 'premium', count: number) {
    const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'Jungle-passw0rd!';
    const out = await idp.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: email,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    const auth = await idp.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const token = auth.AuthenticationResult?.IdToken as string;
    const sub = out.UserSub as string;
    await call('/api/profile', token);
    // Seed data written straight to the table in the routes' own layout (the measured call is the list).
    const start = Date.parse('2025-01-01T00:00:00.000Z');
    for (let i = 0; i < count; i += 25) {
      await Promise.all(
        Array.from({ length: Math.min(25, count - i) }, async (_, j) => {
          const projectId = randomUUID();
          const name = `Seed ${i + j}`;
          const at = new Date(start + (i + j) * 60_000).toISOString();
          await store.put(newProjectItem({ accountId: sub, projectId, name, at }));
          await store.put(nameClaimItem({ accountId: sub, projectId, name }));
        }),
      );
    }
    await store.update(
      keys.profile(sub),
      { subscriptionTier: tier, subscriptionStatus: 'active', projectCount: count },
      'present',
    );
    return { token, sub };
  }

  try {
    // List: 10 vs 500 projects, alternating calls, after a warm-up.
    const [small, large] = [await user('premium', 10), await user('premium', 500)];
    const listed = { small: [] as number[], large: [] as number[] };
    for (let i = 0; i < RUNS + 10; i++) {
      const a = await call('/api/projects', small.token);
      const b = await call('/api/projects', large.token);
      if (a.status !== 200 || b.status !== 200) throw new Error(`list answered ${a.status}/${b.status}`);
      if (i >= 10) {
        listed.small.push(a.ms);
        listed.large.push(b.ms);
      }
    }
    const ratio = median(listed.large) / median(listed.small);

    // Create under contention.
    const contention: Record<string, { latencies: number[]; errors5xx: number; wins: number[] }> = {};
    for (const tier of ['premium', 'free'] as const) {
      const row = { latencies: [] as number[], errors5xx: 0, wins: [] as number[] };
      for (let r = 0; r < ROUNDS; r++) {
        const u = await user(tier, 0);
        const answers = await Promise.all(
          Array.from({ length: 20 }, () => call('/api/projects', u.token, 'POST')),
        );
        row.latencies.push(...answers.map((a) => a.ms));
        row.errors5xx += answers.filter((a) => a.status >= 500).length;
        row.wins.push(answers.filter((a) => a.status === 201).length);
        const profile = await store.get(keys.profile(u.sub));
        const expected = tier === 'free' ? 1 : 20;
        if (profile?.projectCount !== expected || row.wins.at(-1) !== expected)
          throw new Error(`${tier}: ${row.wins.at(-1)} wins, projectCount ${String(profile?.projectCount)}`);
      }
      contention[tier] = row;
    }

    const errors = Object.values(contention).reduce((n, c) => n + c.errors5xx, 0);
    const ok = ratio <= LIST_BUDGET && errors === 0;
    const lines = [
      '# Projects: list cost and create under contention (issue 10)',
      '',
      `Command: \`npx tsx tests/bench/projects.ts ${RUNS}\` (local stack: DynamoDB Local, HTTP through the local API server).`,
      '',
      '| measure | value | budget |',
      '|---|---|---|',
      `| GET /api/projects, 10 projects (median of ${RUNS}) | ${ms(median(listed.small))} | |`,
      `| GET /api/projects, 500 projects (median of ${RUNS}) | ${ms(median(listed.large))} | |`,
      `| ratio 500 / 10 | ${ratio.toFixed(2)}x | <= ${LIST_BUDGET}x |`,
      ...Object.entries(contention).map(
        ([tier, c]) =>
          `| 20 concurrent creates, ${tier} (${ROUNDS} rounds): p50 / p99 | ${ms(quantile(c.latencies, 0.5))} / ${ms(quantile(c.latencies, 0.99))} | |`,
      ),
      ...Object.entries(contention).map(
        ([tier, c]) =>
          `| 20 concurrent creates, ${tier}: server errors; wins per round | ${c.errors5xx}; ${c.wins.join(', ')} | 0 errors |`,
      ),
      '',
      ok ? 'Within budget.' : 'OVER BUDGET.',
      '',
    ];
    const text = lines.join('\n');
    console.log(text);
    const out = resolve(here, '../../docs/bench/projects.md');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, text);
    if (!ok) process.exitCode = 1;
  } finally {
    dynamo.destroy();
    idp.destroy();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
