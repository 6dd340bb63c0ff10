import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  UpdateUserPoolCommand,
  type UserPoolType,
} from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_POLICY } from '../../shared/auth/password-policy';
import type { ChildService } from './child';
import { spawnService } from './child';
import { COGNITO_MAIL_PATH } from './cognito-mail';
import { localCredentials } from './dynamodb';

export interface RunningCognito {
  child: ChildService;
  port: number;
  endpoint: string;
}

/** Makes cognito-local email its codes (to the local mail viewer) instead of printing them. */
const MAIL_PRELOAD = fileURLToPath(new URL('./cognito-mail-preload.cjs', import.meta.url));

/**
 * cognito-local as a child process. It keeps its config and data under `<cwd>/.cognito`, so its cwd is
 * `<dataDir>/cognito`. Its PreSignUp and CustomMessage triggers call `lambdaEndpoint` (our Lambda-invoke
 * endpoint), which also takes its code emails (MAIL_PRELOAD); tokens carry `issuerDomain/<poolId>` as
 * issuer (the public /cognito proxy, stable across restarts).
 */
export async function startCognito(options: {
  dir: string;
  issuerDomain: string;
  lambdaEndpoint: string;
  logFile: string;
}): Promise<RunningCognito> {
  const configDir = join(options.dir, '.cognito');
  mkdirSync(join(configDir, 'db'), { recursive: true });
  writeFileSync(
    join(configDir, 'config.json'),
    JSON.stringify(
      {
        LambdaClient: {
          endpoint: options.lambdaEndpoint,
          region: 'local',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        },
        TriggerFunctions: { PreSignUp: 'preSignUp', CustomMessage: 'customMessage' },
        TokenConfig: { IssuerDomain: options.issuerDomain },
        UserPoolDefaults: { UsernameAttributes: ['email'] },
      },
      null,
      2,
    ),
  );
  const bin = join(
    dirname(createRequire(import.meta.url).resolve('cognito-local/package.json')),
    'lib/bin/start.js',
  );
  const child = spawnService({
    name: 'cognito-local',
    command: process.execPath,
    args: ['--require', MAIL_PRELOAD, bin],
    cwd: options.dir,
    // PORT=0: the OS picks a free port and cognito-local prints it.
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_NO_WARNINGS: '1',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      COGNITO_MAIL_ENDPOINT: `${options.lambdaEndpoint}${COGNITO_MAIL_PATH}`,
    },
    logFile: options.logFile,
  });
  const match = await child
    .waitForLine(/Cognito Local running on https?:\/\/[^\s:]+:(\d+)/, 30_000)
    .catch(async (error: unknown) => {
      await child.stop();
      throw error;
    });
  const port = Number(match[1]);
  return { child, port, endpoint: `http://127.0.0.1:${port}` };
}

export function cognitoClient(endpoint: string, region: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region,
    credentials: localCredentials,
    maxAttempts: 1,
  });
}

export interface PoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

/** Finds the pool and client remembered in `stateFile`, or creates them (email as username, USER_PASSWORD_AUTH). */
export async function ensureUserPool(
  client: CognitoIdentityProviderClient,
  stateFile: string,
): Promise<PoolIds & { created: boolean }> {
  if (existsSync(stateFile)) {
    const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as Partial<PoolIds>;
    if (saved.userPoolId && saved.userPoolClientId) {
      let found: UserPoolType | undefined;
      try {
        found = (await client.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }))).UserPool;
        await client.send(
          new DescribeUserPoolClientCommand({
            UserPoolId: saved.userPoolId,
            ClientId: saved.userPoolClientId,
          }),
        );
      } catch {
        found = undefined; // Gone (data wiped by hand): create new ones below.
      }
      if (found) {
        await verifyEmailByCode(client, found);
        return { userPoolId: saved.userPoolId, userPoolClientId: saved.userPoolClientId, created: false };
      }
    }
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'jungle-mail-local',
      UsernameAttributes: ['email'],
      // As in AWS (infra/constructs/auth.ts): email is verified by a code (GetUserAttributeVerificationCode).
      AutoVerifiedAttributes: ['email'],
      Policies: {
        // Recorded for DescribeUserPool; cognito-local does not enforce it, the /cognito proxy does.
        PasswordPolicy: {
          MinimumLength: PASSWORD_POLICY.minLength,
          RequireLowercase: PASSWORD_POLICY.requireLowercase,
          RequireUppercase: PASSWORD_POLICY.requireUppercase,
          RequireNumbers: PASSWORD_POLICY.requireDigits,
          RequireSymbols: PASSWORD_POLICY.requireSymbols,
        },
      },
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local returned no user pool id');
  const app = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'jungle-mail-web',
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const userPoolClientId = app.UserPoolClient?.ClientId;
  if (!userPoolClientId) throw new Error('cognito-local returned no app client id');
  writeFileSync(stateFile, JSON.stringify({ userPoolId, userPoolClientId }, null, 2));
  return { userPoolId, userPoolClientId, created: true };
}

/**
 * A pool made before email verification (issue 18) lacks AutoVerifiedAttributes, without which
 * cognito-local refuses GetUserAttributeVerificationCode: add it, keeping what UpdateUserPool would reset.
 */
async function verifyEmailByCode(client: CognitoIdentityProviderClient, pool: UserPoolType): Promise<void> {
  if (pool.AutoVerifiedAttributes?.includes('email')) return;
  await client.send(
    new UpdateUserPoolCommand({
      UserPoolId: pool.Id,
      AutoVerifiedAttributes: ['email'],
      Policies: pool.Policies,
      LambdaConfig: pool.LambdaConfig,
    }),
  );
}
