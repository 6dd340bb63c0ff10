/**
 * Runtime configuration: `/config.json`, fetched once at boot (written by CDK at deploy, served by the
 * local server), validated with the shared contract. Everything here except `loadRuntimeConfig` is pure.
 */
import type { ResourcesConfig } from 'aws-amplify';
import { runtimeConfigSchema, type RuntimeConfig } from '../../shared/contracts/runtime-config';

export type { RuntimeConfig };

export const RUNTIME_CONFIG_URL = '/config.json';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Validates an already-parsed JSON value; throws a RuntimeConfigError naming the bad fields. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(json);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join('.') || '(root)');
    throw new RuntimeConfigError(
      `${RUNTIME_CONFIG_URL} is not valid (check: ${[...new Set(fields)].join(', ')}).`,
    );
  }
  return result.data;
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
