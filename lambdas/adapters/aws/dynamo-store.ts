import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { table } from '../../table-definition';
import type { Item, Key, Page, PageInput, QueryInput, Store, TransactWrite } from '../../ports/store';
import { ConditionFailedError, TransactionConflictError } from '../../ports/store';
import { conditionOf, filterExpression, updateExpression } from './dynamo-expressions';

type TransactItem = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>[number];

/** The Store port over the single table (AWS DynamoDB and DynamoDB Local alike). */
export class DynamoStore implements Store {
  private readonly doc: DynamoDBDocumentClient;

  constructor(
    client: DynamoDBClient,
    private readonly tableName: string,
  ) {
    this.doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }

  async get(key: Key): Promise<Item | undefined> {
    const out = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: key, ConsistentRead: true }),
    );
    return out.Item;
  }

  /** BatchGetItem, 100 keys a call, the calls at once; keys DynamoDB leaves unprocessed are asked again. */
  async getMany(keys: readonly Key[]): Promise<(Item | undefined)[]> {
    const found = new Map<string, Item>();
    const unique = [...new Map(keys.map((k) => [keyId(k), k])).values()];
    const calls: Key[][] = [];
    for (let i = 0; i < unique.length; i += BATCH_GET_MAX) calls.push(unique.slice(i, i + BATCH_GET_MAX));
    await Promise.all(
      calls.map(async (batch) => {
        let pending: Record<string, NativeAttributeValue>[] = batch.map((k) => ({ pk: k.pk, sk: k.sk }));
        for (let attempt = 0; pending.length > 0; attempt++) {
          if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
          const out = await this.doc.send(
            new BatchGetCommand({
              RequestItems: { [this.tableName]: { Keys: pending, ConsistentRead: true } },
            }),
          );
          for (const item of out.Responses?.[this.tableName] ?? []) found.set(keyId(item as Key), item);
          pending = out.UnprocessedKeys?.[this.tableName]?.Keys ?? [];
        }
      }),
    );
    return keys.map((k) => found.get(keyId(k)));
  }

  /** BatchWriteItem, 25 puts a call, the calls at once; items DynamoDB leaves unprocessed are put again. */
  async putMany(items: readonly Item[]): Promise<void> {
    const unique = [...new Map(items.map((item) => [keyId(item as unknown as Key), item])).values()];
    const calls: Item[][] = [];
    for (let i = 0; i < unique.length; i += BATCH_WRITE_MAX) calls.push(unique.slice(i, i + BATCH_WRITE_MAX));
    await Promise.all(
      calls.map(async (batch) => {
        let pending = batch.map((item) => ({ PutRequest: { Item: item } }));
        for (let attempt = 0; pending.length > 0; attempt++) {
          if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
          const out = await this.doc.send(
            new BatchWriteCommand({ RequestItems: { [this.tableName]: pending } }),
          );
          pending = (out.UnprocessedItems?.[this.tableName] ?? []) as typeof pending;
        }
      }),
    );
  }

  async put(item: Item, condition?: 'absent'): Promise<void> {
    await single(() =>
      this.doc.send(
        new PutCommand({
          TableName: this.tableName,
          Item: item,
          ...(condition ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
        }),
      ),
    );
  }

  async update(key: Key, set: Item, condition?: 'present'): Promise<Item> {
    if (Object.keys(set).length === 0)
      throw new Error('Store.update needs at least one attribute to set or remove');
    const expr = updateExpression(set, condition === 'present' ? 'attribute_exists(pk)' : undefined);
    const out = await single(() =>
      this.doc.send(
        new UpdateCommand({ TableName: this.tableName, Key: key, ReturnValues: 'ALL_NEW', ...expr }),
      ),
    );
    return out.Attributes ?? { ...key };
  }

  async delete(key: Key): Promise<void> {
    await this.doc.send(new DeleteCommand({ TableName: this.tableName, Key: key }));
  }

  async query(input: QueryInput): Promise<Item[]> {
    const items: Item[] = [];
    let startKey: Item | undefined;
    do {
      const page = await this.queryPage({
        ...input,
        limit: input.limit !== undefined ? input.limit - items.length : 0,
        startKey,
      });
      items.push(...page.items);
      startKey = page.next;
    } while (startKey && (input.limit === undefined || items.length < input.limit));
    return items;
  }

  /** One Query call; `limit` 0 means DynamoDB's own page size (1 MB). */
  async queryPage(input: PageInput): Promise<Page> {
    const index = input.index
      ? table.globalSecondaryIndexes.find((i) => i.indexName === input.index)
      : undefined;
    const pkName = index ? index.partitionKey.name : table.partitionKey.name;
    const skName = index ? index.sortKey.name : table.sortKey.name;
    const values: Record<string, NativeAttributeValue> = { ':p': input.partition };
    let keyCondition = '#p = :p';
    if (input.beginsWith !== undefined) {
      keyCondition += ' AND begins_with(#s, :s)';
      values[':s'] = input.beginsWith;
    } else if (input.between) {
      keyCondition += ' AND #s BETWEEN :s AND :t';
      [values[':s'], values[':t']] = input.between;
    }
    const filter = filterExpression(input.filter);
    const out = await this.doc.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: input.index,
        KeyConditionExpression: keyCondition,
        ...(filter.FilterExpression ? { FilterExpression: filter.FilterExpression } : {}),
        ExpressionAttributeNames: {
          '#p': pkName,
          ...(input.beginsWith !== undefined || input.between ? { '#s': skName } : {}),
          ...filter.ExpressionAttributeNames,
        },
        ExpressionAttributeValues: { ...values, ...filter.ExpressionAttributeValues },
        ScanIndexForward: input.ascending ?? true,
        ...(input.consistent && !input.index ? { ConsistentRead: true } : {}),
        Limit: input.limit > 0 ? input.limit : undefined,
        ExclusiveStartKey: input.startKey,
      }),
    );
    return { items: out.Items ?? [], ...(out.LastEvaluatedKey ? { next: out.LastEvaluatedKey } : {}) };
  }

  async transact(writes: TransactWrite[]): Promise<void> {
    const TransactItems = writes.map((write): TransactItem => {
      const condition = conditionOf(write);
      if (write.kind === 'put') return { Put: { TableName: this.tableName, Item: write.item, ...condition } };
      if (write.kind === 'delete')
        return { Delete: { TableName: this.tableName, Key: write.key, ...condition } };
      if (write.kind === 'update') {
        const { UpdateExpression, ExpressionAttributeNames, ExpressionAttributeValues } = updateExpression(
          write.set,
          undefined,
          write.add,
        );
        const values = { ...ExpressionAttributeValues, ...condition.ExpressionAttributeValues };
        return {
          Update: {
            TableName: this.tableName,
            Key: write.key,
            UpdateExpression,
            ConditionExpression: condition.ConditionExpression,
            ExpressionAttributeNames: { ...ExpressionAttributeNames, ...condition.ExpressionAttributeNames },
            ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
          },
        };
      }
      return {
        ConditionCheck: {
          TableName: this.tableName,
          Key: write.key,
          ...condition,
          ConditionExpression: condition.ConditionExpression ?? 'attribute_exists(pk)',
        },
      };
    });
    try {
      await this.doc.send(new TransactWriteCommand({ TransactItems }));
    } catch (error) {
      if (error instanceof TransactionCanceledException) {
        const failed = (error.CancellationReasons ?? []).flatMap((reason, i) =>
          reason.Code === 'ConditionalCheckFailed' ? [i] : [],
        );
        if (failed.length > 0) throw new ConditionFailedError(failed[0], failed);
        if ((error.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict')) {
          throw new TransactionConflictError();
        }
      }
      throw error;
    }
  }

  async ping(): Promise<void> {
    // A GetItem on a key that never exists: needs only table:read and costs half a read unit.
    await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { pk: 'HEALTH', sk: 'PING' } }));
  }
}

const BATCH_GET_MAX = 100;
const BATCH_WRITE_MAX = 25;
const keyId = (key: Key) => `${key.pk}\u0000${key.sk}`;

async function single<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new ConditionFailedError(0);
    throw error;
  }
}
