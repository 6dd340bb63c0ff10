/**
 * Runtime configuration: `/config.json`, fetched once at boot (written by CDK at deploy, served by the
 * local server), checked by hand against the shared contract's shape. Everything here except
 * `loadRuntimeConfig` is pure.
 */
import type { ResourcesConfig } from 'aws-amplify';
import type { RuntimeConfig } from '../../shared/contracts/runtime-config';

export type { RuntimeConfig };

export const RUNTIME_CONFIG_URL = '/config.json';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/**
 * The fields of `runtimeConfigSchema` (shared/contracts/runtime-config.ts): a string, one of a list, or an
 * optional string. Checked by hand, not with the zod schema: every page (public ones included) reads the
 * config at boot, and zod's core alone is ~16 kB gzipped, 13% of a public page's JS budget (issue 13). The
 * writers of config.json are held to the zod schema itself (tests/integration/config.test.ts for the local
 * server, tests/infra/stack.test.ts for the CDK deploy), and tests/unit/web/env.test.ts checks that this
 * check and the schema agree; the `satisfies` below fails to compile when a field is added or removed.
 */
const fields = {
  stage: ['local', 'aws'],
  apiBase: 'string',
  region: 'string',
  userPoolId: 'string',
  userPoolClientId: 'string',
  userPoolEndpoint: 'optional',
  aiProvider: ['offline', 'bedrock', 'openai'],
  mailViewerUrl: 'optional',
} as const satisfies {
  [K in keyof Required<RuntimeConfig>]: undefined extends RuntimeConfig[K]
    ? 'optional'
    : RuntimeConfig[K] extends string
      ? string extends RuntimeConfig[K]
        ? 'string'
        : readonly RuntimeConfig[K][]
      : never;
};

function badFields(json: unknown): string[] {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return ['(root)'];
  const record = json as Record<string, unknown>;
  return Object.entries(fields)
    .filter(([name, kind]) => {
      const value = record[name];
      if (kind === 'optional') return value !== undefined && typeof value !== 'string';
      if (kind === 'string') return typeof value !== 'string';
      return !(kind as readonly unknown[]).includes(value);
    })
    .map(([name]) => name);
}

/** Validates an already-parsed JSON value; throws a RuntimeConfigError naming the bad fields. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const bad = badFields(json);
  if (bad.length > 0)
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_URL} is not valid (check: ${bad.join(', ')}).`);
  // Only the contract's fields, as the schema's parse returns them.
  const record = json as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(fields)
      .filter((name) => record[name] !== undefined)
      .map((name) => [name, record[name]]),
  ) as RuntimeConfig;
}

/** Amplify's resource config for a runtime config: Cognito user pool, e-mail sign-in, local endpoint when given. */
export function amplifyConfigFor(config: RuntimeConfig): ResourcesConfig {
  return {
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  };
}

/**
 * Sign-in flow: cognito-local only speaks USER_PASSWORD_AUTH; real Cognito gets SRP (the password never
 * leaves the browser). The app client in AWS must allow ALLOW_USER_SRP_AUTH.
 */
export function authFlowFor(config: Pick<RuntimeConfig, 'stage'>): 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH' {
  return config.stage === 'local' ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH';
}

let current: RuntimeConfig | undefined;
let pending: Promise<RuntimeConfig> | undefined;

/** Fetches and validates /config.json once; a failed load may be retried by calling it again. */
export function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  if (current) return Promise.resolve(current);
  pending ??= fetchRuntimeConfig(fetchImpl).then(
    (config) => {
      current = config;
      return config;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

async function fetchRuntimeConfig(fetchImpl: typeof fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(RUNTIME_CONFIG_URL, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new RuntimeConfigError(`Could not reach the server to load ${RUNTIME_CONFIG_URL}.`);
  }
  if (!response.ok)
    throw new RuntimeConfigError(`Could not load ${RUNTIME_CONFIG_URL} (HTTP ${response.status}).`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_URL} is not JSON.`);
  }
  return parseRuntimeConfig(json);
}

/** The loaded configuration; only valid after boot (main.tsx renders the app once it is loaded). */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config read before it was loaded (boot order bug).');
  return current;
}
