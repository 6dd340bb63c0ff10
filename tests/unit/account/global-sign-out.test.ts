/**
 * "Delete my account" signs the user out everywhere before deleting them (issue 30): the real Cognito SDK
 * (CognitoUserPool) against a loopback server that answers the Cognito JSON protocol and records the
 * calls, since cognito-local implements no global sign-out. A user already gone is no error; where the
 * pool cannot sign out (cognito-local), nothing is sent and the deletion goes on.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CognitoUserPool } from '../../../lambdas/adapters/aws/cognito-userpool';
import { deleteAccount } from '../../../lambdas/domain/account/delete-account';
import { getAccountTombstone } from '../../../lambdas/domain/items/account-tombstone';
import { FakeClock, MemoryStore } from '../tracking/memory-store';

interface Call {
  action: string;
  body: Record<string, unknown>;
}
let calls: Call[] = [];
/** Answers these actions with a UserNotFoundException (the user is already gone). */
let gone = new Set<string>();
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const action = String(req.headers['x-amz-target']).replace('AWSCognitoIdentityProviderService.', '');
      calls.push({ action, body: JSON.parse(text) as Record<string, unknown> });
      res.setHeader('content-type', 'application/x-amz-json-1.1');
      if (gone.has(action)) {
        res.statusCode = 400;
        res.end(JSON.stringify({ __type: 'UserNotFoundException', message: 'User does not exist.' }));
      } else res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls = [];
  gone = new Set();
});

const pool = (globalSignOut: boolean) =>
  new CognitoUserPool(
    new CognitoIdentityProviderClient({
      endpoint,
      region: 'eu-west-1',
      credentials: { accessKeyId: 'unit', secretAccessKey: 'unit' },
      maxAttempts: 1,
    }),
    'eu-west-1_pool',
    { globalSignOut },
  );

async function deletion(globalSignOut: boolean) {
  const store = new MemoryStore();
  const ports = { store, clock: new FakeClock(), userPool: pool(globalSignOut) } as unknown as Parameters<
    typeof deleteAccount
  >[0];
  const status = await deleteAccount(
    ports,
    { userId: 'sub-1', username: 'ann' },
    { expired: () => false },
    [],
  );
  return { status, store };
}

describe('the deletion and Cognito', () => {
  it('signs the user out everywhere, then deletes them, and keeps the tombstone', async () => {
    const { status, store } = await deletion(true);
    expect(status).toBe('deleted');
    expect(calls).toEqual([
      { action: 'AdminUserGlobalSignOut', body: { UserPoolId: 'eu-west-1_pool', Username: 'ann' } },
      { action: 'AdminDeleteUser', body: { UserPoolId: 'eu-west-1_pool', Username: 'ann' } },
    ]);
    expect(await getAccountTombstone(store, 'sub-1')).toMatchObject({ accountId: 'sub-1' });
  });

  it('finishes when the user is already gone (a deletion called again)', async () => {
    gone = new Set(['AdminUserGlobalSignOut', 'AdminDeleteUser']);
    expect((await deletion(true)).status).toBe('deleted');
    expect(calls.map((c) => c.action)).toEqual(['AdminUserGlobalSignOut', 'AdminDeleteUser']);
  });

  it('sends no sign-out where the pool has none (cognito-local), and still deletes the user', async () => {
    expect(await pool(false).signOutEverywhere('ann')).toBe('unsupported');
    expect((await deletion(false)).status).toBe('deleted');
    expect(calls.map((c) => c.action)).toEqual(['AdminDeleteUser']);
  });
});
