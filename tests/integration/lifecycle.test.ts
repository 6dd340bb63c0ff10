import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoStore } from '../../lambdas/adapters/aws/dynamo-store';
import type { Stack } from '../../lambdas/local/stack';
import { startStack } from '../../lambdas/local/stack';
import { keys } from '../../lambdas/table';
import { captureOutput } from '../support/captured-output';
import { call } from './helpers/api';
import { newUser, signIn } from './helpers/cognito';
import { boundPorts, isAlive } from './helpers/processes';

const dataDir = mkdtempSync(join(tmpdir(), 'jungle-mail-lifecycle-'));
let stack: Stack | undefined;

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const target = (s: Stack) => ({
  baseUrl: `http://127.0.0.1:${s.ports.app}`,
  clientId: s.env.USER_POOL_CLIENT_ID as string,
});
const storeOf = (s: Stack) =>
  new DynamoStore(
    new DynamoDBClient({
      endpoint: s.env.AWS_ENDPOINT_DYNAMODB,
      region: 'us-east-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    }),
    s.env.TABLE_NAME as string,
  );

describe('a persistent local stack', () => {
  it('keeps users, pool ids and table data across a restart; stop leaves no process or port behind', async () => {
    stack = await startStack({ dataDir, web: 'none', quiet: true });
    const first = stack;
    const user = await newUser('persist', target(first));
    await storeOf(first).put({ ...keys.profile(user.sub), name: 'kept' });
    await expect(startStack({ dataDir, web: 'none', quiet: true })).rejects.toThrow(/already running/);

    const firstPorts = Object.values(first.ports);
    await first.stop();
    stack = undefined;
    expect(await boundPorts(firstPorts)).toEqual([]);
    for (const child of first.children) expect(isAlive(child.pid), child.name).toBe(false);

    // Same app port: the issuer stays the same, so a token from before the restart still verifies.
    stack = await startStack({ dataDir, port: first.ports.app, web: 'none', quiet: true });
    expect(stack.env.USER_POOL_ID).toBe(first.env.USER_POOL_ID);
    expect(stack.env.USER_POOL_CLIENT_ID).toBe(first.env.USER_POOL_CLIENT_ID);
    const tokens = await signIn(user.email, target(stack));
    expect((await call('/api/me', { token: tokens.idToken, baseUrl: target(stack).baseUrl })).body).toEqual({
      userId: user.sub,
      email: user.email,
    });
    expect((await call('/api/me', { token: user.idToken, baseUrl: target(stack).baseUrl })).status).toBe(200);
    expect(await storeOf(stack).get(keys.profile(user.sub))).toMatchObject({ name: 'kept' });
  }, 120_000);

  it('reports a stopped stand-in by name with 503', async () => {
    if (!stack) throw new Error('the previous test did not leave a stack running');
    const baseUrl = target(stack).baseUrl;
    expect((await call('/api/health', { baseUrl })).status).toBe(200);
    await stack.stopService('s3');
    // The health handler warns in the log; this test provokes it, so it captures and reads it (not printed).
    const { result: res, logs } = await captureOutput(() => call('/api/health', { baseUrl }));
    expect(logs).toContainEqual(expect.objectContaining({ level: 'WARN', message: 'Dependencies down' }));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      status: 'degraded',
      down: ['bucket'],
      message: 'bucket is down',
      services: { table: 'up', bucket: 'down', mail: 'up', userpool: 'up' },
    });
    await stack.stopService('dynamodb');
    const { result: both } = await captureOutput(() =>
      call<{ down: string[]; message: string }>('/api/health', { baseUrl }),
    );
    expect(both.status).toBe(503);
    expect(both.body.down).toEqual(['table', 'bucket']);
    expect(both.body.message).toBe('table, bucket are down');
  }, 60_000);
});
