import { availableParallelism } from 'node:os';
import type { TestProject } from 'vitest/node';
import type { StandIn } from '../../lambdas/local/stack';
import { loadHandler } from '../../lambdas/local/handler-modules';
import { startStack } from '../../lambdas/local/stack';
import { routes, triggers } from '../../lambdas/routes';
import { borrowingDynamo } from './helpers/borrowed-dynamo';
import { startDynamoPool } from './setup-dynamo-pool';

/** What every integration test file gets through inject('stack'). */
export interface ProvidedStack {
  /** Base URL of the app + /api (http://127.0.0.1:PORT). */
  baseUrl: string;
  /** The origin the stack calls itself (issuer domain, /config.json links). */
  origin: string;
  env: Record<string, string>;
  ports: Record<'app' | 'lambda' | StandIn, number>;
  /** The stack's data folder (logs/access.log, logs/<stand-in>.log). */
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: ProvidedStack;
    /** DynamoDB Local endpoints, one per worker (VITEST_POOL_ID), for files' own stacks (setup-dynamo-pool.ts). */
    dynamoPool: string[];
  }
}

/** The run's worker count as vitest resolves it (its resolveMaxWorkers): VITEST_POOL_ID goes up to it. */
const workersOf = (project: TestProject) =>
  project.config.maxWorkers || project.globalConfig.maxWorkers || Math.max(availableParallelism() - 1, 1);

/**
 * Every handler module imported once, before any test file runs, as warm Lambdas would be: a module's first
 * import costs 7-15 s on a loaded 2-core machine, and without this it lands inside whichever test first calls
 * that route or trigger (CI timed tests out on it). One at a time: the imports share most of their modules.
 * The chat's streamed route is left out: it loads through lambdas/local/ai-chat.ts, which sets up its runtime.
 */
async function warmHandlers() {
  const started = Date.now();
  const files = new Set<string>([...routes, ...triggers].map((r) => r.handler));
  for (const file of files) await loadHandler(file);
  console.log(`[integration] ${files.size} handler modules loaded in ${Date.now() - started} ms`);
}

/** One local stack per run: ephemeral data, free ports, no web app. */
export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const region = process.env.AWS_REGION ?? 'us-east-1';
  const stack = await startStack({ ephemeral: true, web: 'none', quiet: true });
  await warmHandlers();
  const size = borrowingDynamo() ? workersOf(project) : 0;
  const pool = await startDynamoPool(size, region).catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  project.provide('dynamoPool', pool.endpoints);
  project.provide('stack', {
    baseUrl: `http://127.0.0.1:${stack.ports.app}`,
    origin: stack.url,
    env: stack.env,
    ports: stack.ports,
    dataDir: stack.dataDir,
  });
  return async () => {
    await Promise.allSettled([stack.stop(), pool.stop()]);
  };
}
