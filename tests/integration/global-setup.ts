import { availableParallelism } from 'node:os';
import type { TestProject } from 'vitest/node';
import type { StandIn } from '../../lambdas/local/stack';
import { startStack } from '../../lambdas/local/stack';
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

/** One local stack per run: ephemeral data, free ports, no web app. */
export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const region = process.env.AWS_REGION ?? 'us-east-1';
  const stack = await startStack({ ephemeral: true, web: 'none', quiet: true });
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
