/**
 * The whole table (DynamoDB Local, this run's table), scanned: the one truth about what an account left
 * behind, wherever an item names it (in its keys or any attribute).
 */
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { dynamo } from '../tracking/support';

const documents = DynamoDBDocumentClient.from(dynamo);

export async function allItems(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, never> | undefined;
  do {
    const out = await documents.send(
      // Pages of 500, not DynamoDB's 1 MB: DynamoDB Local answers nothing else while it reads a page, and
      // the shared table holds tens of thousands of items by the time these files run.
      new ScanCommand({ TableName: inject('stack').env.TABLE_NAME, ExclusiveStartKey: start, Limit: 500 }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey as typeof start;
  } while (start);
  return items;
}

/** The items that mention any of `marks` (an account's sub, its project, setup, domain ids...), sorted by key. */
export async function itemsMentioning(marks: readonly string[]): Promise<Record<string, unknown>[]> {
  return (await allItems())
    .filter((item) => marks.some((mark) => JSON.stringify(item).includes(mark)))
    .sort((a, b) => `${String(a.pk)}${String(a.sk)}`.localeCompare(`${String(b.pk)}${String(b.sk)}`));
}
