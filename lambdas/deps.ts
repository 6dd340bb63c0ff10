import { AsyncLocalStorage } from 'node:async_hooks';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { BedrockLlm } from './adapters/aws/bedrock-llm';
import { clientOptions } from './adapters/aws/clients';
import { CognitoUserPool } from './adapters/aws/cognito-userpool';
import { DynamoStore } from './adapters/aws/dynamo-store';
import { S3Blobs } from './adapters/aws/s3-blobs';
import { SesIdentities } from './adapters/aws/ses-identities';
import { SesMailer } from './adapters/aws/ses-mailer';
import { LocalIdentities } from './adapters/local/identities';
import { OfflineLlm } from './adapters/local/offline-llm';
import { LocalPayments } from './adapters/local/payments';
import { StripePayments } from './adapters/stripe/stripe-payments';
import { systemClock } from './adapters/node/clock';
import { NodeDns } from './adapters/node/dns';
import { createFetchPage, fetchPageOptionsFromEnv } from './adapters/node/fetch-page';
import { OpenAiLlm } from './adapters/node/openai-llm';
import type { Config } from './config';
import { ConfigError, parseConfig } from './config';
import type { Llm, Ports } from './ports';

/**
 * The composition root: which adapter serves each port, decided from the environment once per cold
 * start. Every adapter (and its SDK client) is created on first use, so a cold start that only answers
 * /api/health builds only what health pings.
 */
export interface Deps {
  config: Config;
  ports: Ports;
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

export function createDeps(env: Record<string, string | undefined>): Deps {
  const config = parseConfig(env);
  const local = config.stage === 'local';
  const clients = lazy<{
    dynamo: DynamoDBClient;
    s3: S3Client;
    ses: SESv2Client;
    cognito: CognitoIdentityProviderClient;
  }>({
    dynamo: () => new DynamoDBClient(clientOptions(config, config.endpoints.dynamodb)),
    s3: () =>
      new S3Client({
        ...clientOptions(config, config.endpoints.s3),
        forcePathStyle: local,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    ses: () => new SESv2Client(clientOptions(config, config.endpoints.ses)),
    cognito: () => new CognitoIdentityProviderClient(clientOptions(config, config.endpoints.cognito)),
  });
  const ports: Ports = lazy<Ports>({
    store: () => new DynamoStore(clients.dynamo, config.tableName),
    identities: (): Ports['identities'] =>
      local ? new LocalIdentities(ports.store) : new SesIdentities(clients.ses),
    mailer: () => new SesMailer(clients.ses, config.sesConfigurationSet),
    blobs: () =>
      new S3Blobs(clients.s3, config.assetsBucket, config.assetsPublicBase, config.assetsKeyPrefix),
    llm: () => llmFor(config),
    dns: () => new NodeDns(config.dnsServers),
    // ALLOW_LOOPBACK_FETCH / FETCH_PAGE_RESOLVE count on the local stage only, read like DNS_SERVERS (lambdas/config.md).
    fetchPage: () => createFetchPage(local ? fetchPageOptionsFromEnv({ ...process.env, ...env }) : {}),
    payments: (): Ports['payments'] =>
      config.billing.mode === 'test'
        ? new LocalPayments(config.billing, ports.store)
        : new StripePayments(config.billing),
    clock: () => systemClock,
    userPool: () => new CognitoUserPool(clients.cognito, config.userPoolId),
  });
  return { config, ports };
}

function llmFor(config: Config): Llm {
  if (config.aiProvider === 'bedrock')
    return new BedrockLlm(
      new BedrockRuntimeClient(clientOptions(config, config.endpoints.bedrock)),
      config.bedrockModelId,
    );
  if (config.aiProvider === 'openai') {
    const { baseUrl, apiKey, model } = config.openai;
    if (!baseUrl || !model)
      throw new ConfigError(
        'AI_PROVIDER=openai needs OPENAI_BASE_URL and OPENAI_MODEL. See lambdas/config.md.',
      );
    // Local servers (Ollama, llama.cpp) take any key.
    return new OpenAiLlm({ baseURL: baseUrl, apiKey: apiKey ?? 'none', model });
  }
  return new OfflineLlm();
}

/**
 * The local server runs several handler modules in one process, possibly for several stacks (tests):
 * it runs each invocation inside `withDeps(stackDeps, ...)`. In Lambda nothing is set and the cold-start
 * singleton built from process.env is used.
 */
const scoped = new AsyncLocalStorage<Deps>();
let coldStart: Deps | undefined;

export function deps(): Deps {
  const local = scoped.getStore();
  if (local) return local;
  coldStart ??= createDeps(process.env);
  return coldStart;
}

export function withDeps<T>(d: Deps, run: () => T): T {
  return scoped.run(d, run);
}
