import { DeleteTableCommand, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { dynamoClient } from './dynamodb';

/**
 * Tests: a stack may keep its table in a DynamoDB Local another stack already runs (the integration run's
 * shared one) instead of starting a JVM of its own, which is most of a stack's start (24 of 35 s on a loaded
 * 2-core machine). Its table has a name of its own, so its data stays apart; it is deleted on stop.
 */
export interface BorrowedDynamo {
  /** The running DynamoDB Local's endpoint, e.g. http://127.0.0.1:PORT. */
  endpoint: string;
  /** This stack's table name (unique among the stacks sharing the endpoint). */
  table: string;
}

/** Checks that the borrowed DynamoDB Local answers; returns its endpoint and port as startDynamo does. */
export async function borrowDynamo(options: BorrowedDynamo, region: string) {
  const client = dynamoClient(options.endpoint, region);
  try {
    await client.send(new ListTablesCommand({ Limit: 1 }));
  } finally {
    client.destroy();
  }
  return { endpoint: options.endpoint, port: Number(new URL(options.endpoint).port) };
}

/** Deletes the stack's table from the borrowed DynamoDB Local (gone already: nothing to do). */
export async function returnDynamo(options: BorrowedDynamo, region: string): Promise<void> {
  const client = dynamoClient(options.endpoint, region);
  try {
    await client.send(new DeleteTableCommand({ TableName: options.table })).catch(() => undefined);
  } finally {
    client.destroy();
  }
}
