import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DynamoStore } from '../../../lambdas/adapters/aws/dynamo-store';
import { reserveMonthlySends } from '../../../lambdas/domain/campaigns/monthly-sends';
import { releaseSends, sendMonth, sentThisMonth } from '../../../lambdas/domain/items/monthly-sends';
import { DomainError } from '../../../lambdas/domain/errors';
import { keys } from '../../../lambdas/table';

const { env } = inject('stack');
const client = new DynamoDBClient({
  endpoint: env.AWS_ENDPOINT_DYNAMODB,
  region: env.AWS_REGION,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const store = new DynamoStore(client, env.TABLE_NAME as string);
afterAll(() => client.destroy());

describe('monthly send allowance (DynamoDB Local)', () => {
  it('counts per calendar month in UTC', () => {
    expect(sendMonth(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(sendMonth(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
  });

  it('reserves up to the limit exactly, then refuses with the allowance sentence and changes nothing', async () => {
    const sub = randomUUID();
    await reserveMonthlySends(store, { sub, month: '2026-11', n: 600, limit: 1000 });
    await reserveMonthlySends(store, { sub, month: '2026-11', n: 400, limit: 1000 });
    expect(await sentThisMonth(store, sub, '2026-11')).toBe(1000);
    const error = await reserveMonthlySends(store, { sub, month: '2026-11', n: 1, limit: 1000 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).message).toBe(
      'Your plan allows 1,000 emails a month; 0 are left this month and this campaign needs 1.',
    );
    expect(await sentThisMonth(store, sub, '2026-11')).toBe(1000);
    // Another month starts from zero.
    await reserveMonthlySends(store, { sub, month: '2026-12', n: 1000, limit: 1000 });
    expect(await sentThisMonth(store, sub, '2026-12')).toBe(1000);
  });

  it('never lets concurrent reservations pass the limit', async () => {
    const sub = randomUUID();
    const results = await Promise.allSettled(
      Array.from({ length: 14 }, () =>
        reserveMonthlySends(store, { sub, month: '2026-11', n: 100, limit: 1000 }),
      ),
    );
    const granted = results.filter((r) => r.status === 'fulfilled').length;
    expect(granted).toBe(10);
    expect(await sentThisMonth(store, sub, '2026-11')).toBe(granted * 100);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as DomainError).code).toBe('monthly_allowance_exceeded');
  });

  it('gives back mails that were not sent, never below zero', async () => {
    const sub = randomUUID();
    await reserveMonthlySends(store, { sub, month: '2026-11', n: 50, limit: 1000 });
    await store.transact([releaseSends(sub, '2026-11', 20)]);
    expect(await sentThisMonth(store, sub, '2026-11')).toBe(30);
    await expect(store.transact([releaseSends(sub, '2026-11', 31)])).rejects.toThrow();
    expect(await store.get(keys.monthlySends(sub, '2026-11'))).toMatchObject({ sent: 30, month: '2026-11' });
  });
});
