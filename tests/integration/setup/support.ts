import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, inject } from 'vitest';
import { DynamoStore } from '../../../lambdas/adapters/aws/dynamo-store';
import { setupResponseSchema, type Setup } from '../../../shared/contracts/setup';
import { call, type ApiAnswer } from '../helpers/api';

/**
 * The table behind the local stack (DynamoDB Local), read directly to check what the API wrote: claim items,
 * the number of profile rows. Writes here are only for what no route of this issue can do yet (an active
 * subscription, DNS and tracking attributes written by other issues' routes).
 */
export function tableStore(): DynamoStore {
  const { env } = inject('stack');
  const client = new DynamoDBClient({
    endpoint: env.AWS_ENDPOINT_DYNAMODB,
    region: env.AWS_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  afterAll(() => client.destroy());
  return new DynamoStore(client, env.TABLE_NAME as string);
}

export const freshDomain = (tag = 'shop') => `${tag}-${randomUUID().slice(0, 8)}.example.com`;

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

export const getSetup = (token: string) => call('/api/setup', { token });
export const patchSetup = (token: string, body: unknown) =>
  call('/api/setup', { method: 'PATCH', token, ...json(body) });
export const completeSetup = (token: string, body: unknown = {}) =>
  call('/api/setup/complete', { method: 'POST', token, ...json(body) });

/** The record of a 200 answer, checked against the contract the web parses with. */
export function setupOf(res: ApiAnswer): Setup {
  if (res.status !== 200) throw new Error(`Expected 200, got ${res.status}: ${res.text}`);
  const { setup } = setupResponseSchema.parse(res.body);
  if (!setup) throw new Error('Expected a setup record, got null');
  return setup;
}
