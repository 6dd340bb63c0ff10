import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDynamo } from '../../lambdas/local/dynamodb';

/**
 * One in-memory DynamoDB Local per vitest worker, for the files that start a stack of their own (sending,
 * queue, DNS stacks: helpers/borrowed-dynamo.ts): each keeps its table there instead of starting a JVM, which
 * is most of a stack's start. Per worker, not the run's stack's: a worker runs one file at a time, so each
 * JVM serves one such stack at a time as its own did (DynamoDB Local answers 500 "waiting for a lock" when a
 * heavy send and the 50,000-row import share one under load).
 */
export async function startDynamoPool(size: number, region: string) {
  const logs = mkdtempSync(join(tmpdir(), 'jm-dynamo-pool-'));
  const running: Awaited<ReturnType<typeof startDynamo>>[] = [];
  const stop = async () => {
    await Promise.allSettled(running.map((d) => d.child.stop()));
    rmSync(logs, { recursive: true, force: true });
  };
  try {
    // One after another, after the run's stack: JVMs starting together on 2 loaded cores missed
    // startDynamo's 30 s readiness limit.
    for (let i = 1; i <= size; i++)
      running.push(await startDynamo({ logFile: join(logs, `dynamodb-${i}.log`), region }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoints: running.map((d) => d.endpoint), stop };
}
