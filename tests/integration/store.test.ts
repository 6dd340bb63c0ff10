import { randomUUID } from 'node:crypto';
import { DescribeTimeToLiveCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DynamoStore } from '../../lambdas/adapters/aws/dynamo-store';
import { ConditionFailedError } from '../../lambdas/ports/store';
import { keys, table } from '../../lambdas/table';

const { env } = inject('stack');
const client = new DynamoDBClient({
  endpoint: env.AWS_ENDPOINT_DYNAMODB,
  region: env.AWS_REGION,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const store = new DynamoStore(client, env.TABLE_NAME as string);
const id = () => randomUUID();

afterAll(() => client.destroy());

describe('DynamoStore against DynamoDB Local', () => {
  it('puts, gets, updates and deletes an item', async () => {
    const key = keys.profile(id());
    await store.put({ ...key, name: 'Candles', plan: 'free' });
    expect(await store.get(key)).toEqual({ ...key, name: 'Candles', plan: 'free' });
    expect(await store.update(key, { plan: 'pro', name: undefined }, 'present')).toEqual({
      ...key,
      plan: 'pro',
    });
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
  });

  it('gets many items in one go: in the keys’ order, undefined where absent, past 100 keys and with repeats', async () => {
    const sub = id();
    const present = Array.from({ length: 130 }, (_, i) => ({ ...keys.contactEmail(sub, `h${i}`), n: i }));
    await Promise.all(present.map((item) => store.put(item)));
    const asked = [
      ...present.map(({ pk, sk }) => ({ pk, sk })).reverse(),
      keys.contactEmail(sub, 'missing'),
      { pk: present[7]!.pk, sk: present[7]!.sk },
    ];
    const got = await store.getMany(asked);
    expect(got).toHaveLength(asked.length);
    expect(got.slice(0, 130).map((item) => item?.n)).toEqual(present.map((p) => p.n).reverse());
    expect(got[130]).toBeUndefined();
    expect(got[131]).toEqual(present[7]);
    expect(await store.getMany([])).toEqual([]);
  });

  it("refuses put 'absent' over an existing item and update 'present' of a missing one", async () => {
    const key = keys.profile(id());
    await store.put({ ...key, v: 1 }, 'absent');
    await expect(store.put({ ...key, v: 2 }, 'absent')).rejects.toBeInstanceOf(ConditionFailedError);
    expect(await store.get(key)).toMatchObject({ v: 1 });
    await expect(store.update(keys.profile(id()), { v: 1 }, 'present')).rejects.toBeInstanceOf(
      ConditionFailedError,
    );
  });

  it('rolls a transaction back and names the write whose condition failed', async () => {
    const user = id();
    const domain = `${id()}.example.com`;
    await store.put({ ...keys.domainClaim(domain), userId: 'someone-else' });
    const error = await store
      .transact([
        { kind: 'put', item: { ...keys.setup(user), domain }, condition: 'absent' },
        { kind: 'put', item: { ...keys.domainClaim(domain), userId: user }, condition: 'absent' },
      ])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConditionFailedError);
    expect((error as ConditionFailedError).failedIndex).toBe(1);
    expect(await store.get(keys.setup(user))).toBeUndefined();
    expect(await store.get(keys.domainClaim(domain))).toMatchObject({ userId: 'someone-else' });
  });

  it('commits a transaction whose conditions hold, including absentOr, equals and check', async () => {
    const user = id();
    const domain = `${id()}.example.com`;
    await store.put({ ...keys.profile(user), projects: 0 });
    await store.transact([
      { kind: 'check', key: keys.profile(user), condition: 'present' },
      {
        kind: 'put',
        item: { ...keys.setup(user), domain },
        condition: { absentOr: { attribute: 'domain', equals: domain } },
      },
      { kind: 'put', item: { ...keys.domainClaim(domain), userId: user }, condition: 'absent' },
    ]);
    await store.transact([
      { kind: 'delete', key: keys.domainClaim(domain), condition: { attribute: 'userId', equals: user } },
    ]);
    expect(await store.get(keys.setup(user))).toMatchObject({ domain });
    expect(await store.get(keys.domainClaim(domain))).toBeUndefined();
  });

  it('queries a partition in order, newest first, with begins_with and a limit, on the table and an index', async () => {
    const project = id();
    const owner = id();
    for (const iso of ['2026-01-01T00:00:00Z', '2026-01-03T00:00:00Z', '2026-01-02T00:00:00Z']) {
      await store.put({ ...keys.version(project, iso, id()), iso });
      await store.put({ ...keys.project(owner, iso), ...keys.projectsIndex(owner, iso), iso });
    }
    await store.put({ ...keys.chatMessage(project, '2026-01-01T00:00:00Z', id()) });
    const newest = await store.query({
      partition: `PROJECT#${project}`,
      beginsWith: 'VERSION#',
      ascending: false,
      limit: 2,
    });
    expect(newest.map((v) => v.iso)).toEqual(['2026-01-03T00:00:00Z', '2026-01-02T00:00:00Z']);
    const byIndex = await store.query({ index: 'gsi2', partition: `PROJECTS#${owner}` });
    expect(byIndex.map((v) => v.iso)).toEqual([
      '2026-01-01T00:00:00Z',
      '2026-01-02T00:00:00Z',
      '2026-01-03T00:00:00Z',
    ]);
  });

  it('filters one query page: all tests AND at least one of the any tests; the limit counts items read', async () => {
    const sub = id();
    const people = [
      ['ann@a.test', 'ann lee', ['vip']],
      ['bob@b.test', 'bob stone', ['vip', 'spring']],
      ['carla@c.test', 'carla bobbins', ['spring']],
      ['dan@d.test', 'dan oak', []],
    ] as const;
    for (const [email, nameKey, tags] of people)
      await store.put({
        ...keys.contact(sub, email),
        ...keys.contactEmailIndex(sub, email, email),
        emailKey: email,
        nameKey,
        tags: [...tags],
      });
    const partition = keys.contactEmailIndex(sub, '', '').gsi2pk;
    const emails = (page: { items: Record<string, unknown>[] }) => page.items.map((i) => i.emailKey);
    const bob = {
      any: [
        { attribute: 'emailKey', beginsWith: 'bob' },
        { attribute: 'nameKey', contains: 'bob' },
      ],
    };
    expect(emails(await store.queryPage({ index: 'gsi2', partition, limit: 10, filter: bob }))).toEqual([
      'bob@b.test',
      'carla@c.test',
    ]);
    const spring = { all: [{ attribute: 'tags', contains: 'spring' }], ...bob };
    expect(emails(await store.queryPage({ index: 'gsi2', partition, limit: 10, filter: spring }))).toEqual([
      'bob@b.test',
      'carla@c.test',
    ]);
    const vip = { all: [{ attribute: 'tags', contains: 'vip' }] };
    expect(emails(await store.queryPage({ index: 'gsi2', partition, limit: 10, filter: vip }))).toEqual([
      'ann@a.test',
      'bob@b.test',
    ]);
    // Two items read, one kept, and a next key: the caller pages on.
    const first = await store.queryPage({
      index: 'gsi2',
      partition,
      limit: 2,
      filter: { all: [{ attribute: 'tags', contains: 'spring' }] },
    });
    expect(emails(first)).toEqual(['bob@b.test']);
    expect(first.next).toBeDefined();
  });

  it('has TTL enabled on the attribute lambdas/table.ts names', async () => {
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: env.TABLE_NAME }));
    expect(ttl.TimeToLiveDescription).toMatchObject({
      TimeToLiveStatus: 'ENABLED',
      AttributeName: table.timeToLiveAttribute,
    });
  });

  it('answers ping', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });
});
