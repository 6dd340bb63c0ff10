import { AsyncLocalStorage } from 'node:async_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { clientOptions } from './adapters/aws/clients';
import { DynamoStore } from './adapters/aws/dynamo-store';
import { systemClock } from './adapters/node/clock';
import { NodeDns } from './adapters/node/dns';
import { createFetchPage, fetchPageOptionsFromEnv } from './adapters/node/fetch-page';
import type { Config } from './config';
import { parseConfig } from './config';
import type { Ports } from './ports';

/**
 * The composition root: which adapter serves each port, decided from the environment once per cold
 * start, each created on first use. Only the core ports (DynamoDB and Node built-ins) are wired here;
 * a port whose adapter pulls a heavy SDK (S3, SES, Cognito, Bedrock, openai, stripe) is wired by its
 * own module under lambdas/wiring/, which only the handlers that use it import (`uses` in httpRoute,
 * `portsWith` elsewhere), so a function bundles only the SDKs it calls (docs/bench/lambda-bundles.md).
 */
export type OptionalPortName =
  | 'identities'
  | 'mailer'
  | 'blobs'
  | 'llm'
  | 'payments'
  | 'userPool'
  | 'signing'
  | 'queue'
  | 'schedules'
  | 'shopifyAdmin';
/** What every function gets. */
export type CorePorts = Omit<Ports, OptionalPortName>;

/** How one optional port is built (lambdas/wiring/*): from the config and the core ports. */
export interface PortFactory<K extends OptionalPortName = OptionalPortName> {
  port: K;
  build: (config: Config, core: CorePorts) => Ports[K];
}
/** The ports a list of factories adds to the core ones. */
export type PortsOf<F extends PortFactory> = CorePorts & Pick<Ports, F['port']>;

export interface Deps<P extends CorePorts = CorePorts> {
  config: Config;
  ports: P;
}

function lazy<T extends object>(build: { [K in keyof T]: () => T[K] }): T {
  const made = new Map<keyof T, unknown>();
  const target = {} as T;
  for (const key of Object.keys(build) as (keyof T)[]) {
    Object.defineProperty(target, key, {
      enumerable: true,
      get: () => {
        if (!made.has(key)) made.set(key, build[key]());
        return made.get(key);
      },
    });
  }
  return target;
}

/** The core ports, plus the optional ones of `factories` (the local server passes them all: lambdas/wiring/all.ts). */
export function createDeps<F extends PortFactory = never>(
  env: Record<string, string | undefined>,
  factories: readonly F[] = [],
  /** Core ports served otherwise (the local stack's movable clock, lambdas/local/clock.ts). */
  overrides: Partial<CorePorts> = {},
): Deps<PortsOf<F>> {
  const config = parseConfig(env);
  const local = config.stage === 'local';
  const core: CorePorts = lazy<CorePorts>({
    store: () =>
      new DynamoStore(new DynamoDBClient(clientOptions(config, config.endpoints.dynamodb)), config.tableName),
    dns: () => new NodeDns(config.dnsServers),
    // ALLOW_LOOPBACK_FETCH / FETCH_PAGE_RESOLVE count on the local stage only, read like DNS_SERVERS (lambdas/config.md).
    fetchPage: () => createFetchPage(local ? fetchPageOptionsFromEnv({ ...process.env, ...env }) : {}),
    clock: () => overrides.clock ?? systemClock,
  });
  return { config, ports: withOptional(config, core, factories) };
}

function withOptional<F extends PortFactory>(
  config: Config,
  core: CorePorts,
  factories: readonly F[],
): PortsOf<F> {
  const build: Record<string, () => unknown> = {};
  for (const key of Object.keys(core)) build[key] = () => core[key as keyof CorePorts];
  for (const factory of factories) build[factory.port] = () => factory.build(config, core);
  return lazy(build) as PortsOf<F>;
}

const optional = new WeakMap<object, Map<OptionalPortName, unknown>>();

/**
 * The deps' ports plus the optional ports of `factories`. A port the deps already serve (the local
 * server's, or a test's stand-in) is used as is; otherwise it is built once per deps.
 */
export function portsWith<F extends PortFactory>(d: Deps, factories: readonly F[]): PortsOf<F> {
  if (factories.length === 0) return d.ports as PortsOf<F>;
  const made = optional.get(d.ports) ?? new Map<OptionalPortName, unknown>();
  optional.set(d.ports, made);
  const ports: Record<string, unknown> = {};
  for (const key of Object.keys(d.ports) as (keyof CorePorts)[])
    Object.defineProperty(ports, key, { enumerable: true, get: () => d.ports[key] });
  for (const factory of factories) {
    if (factory.port in d.ports) continue;
    Object.defineProperty(ports, factory.port, {
      enumerable: true,
      get: () => {
        if (!made.has(factory.port)) made.set(factory.port, factory.build(d.config, d.ports));
        return made.get(factory.port);
      },
    });
  }
  return ports as PortsOf<F>;
}

/**
 * The local server runs several handler modules in one process, possibly for several stacks (tests):
 * it runs each invocation inside `withDeps(stackDeps, ...)`. In Lambda nothing is set and the cold-start
 * singleton built from process.env is used.
 *
 * The process's first local stack (`claimProcessDeps`) runs its invocations unscoped, as Lambda does:
 * deps() falls back to it. Node 20's AsyncLocalStorage turns on promise hooks for the whole process at
 * its first `run`, a cost on every promise (about a tenth of the tracking ingest's, docs/bench) that no
 * Lambda pays. Any other stack in the process (tests) is scoped as before, and its scope wins.
 */
const scoped = new AsyncLocalStorage<Deps>();
let coldStart: Deps | undefined;
let processDeps: Deps | undefined;

/** Makes `d` the process's own stack's deps unless another stack has claimed that already (kept for good). */
export function claimProcessDeps(d: Deps): void {
  processDeps ??= d;
}

export function deps(): Deps {
  const local = scoped.getStore();
  if (local) return local;
  if (processDeps) return processDeps;
  coldStart ??= createDeps(process.env);
  return coldStart;
}

export function withDeps<T>(d: Deps, run: () => T): T {
  // Outside every scope deps() already answers the process's own stack: no scope to enter.
  if (d === processDeps && scoped.getStore() === undefined) return run();
  return scoped.run(d, run);
}
