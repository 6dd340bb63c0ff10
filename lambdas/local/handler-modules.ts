import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';

const HANDLERS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'handlers');

export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;
const loaded = new Map<string, Promise<LambdaHandler>>();

/** The same module CDK deploys (lambdas/handlers/<file>), imported once like a warm Lambda. */
export function loadHandler(file: string): Promise<LambdaHandler> {
  let handler = loaded.get(file);
  if (!handler) {
    handler = import(pathToFileURL(join(HANDLERS_DIR, file)).href).then(
      (mod: { handler?: LambdaHandler }) => {
        if (typeof mod.handler !== 'function') throw new Error(`lambdas/handlers/${file} exports no handler`);
        return mod.handler;
      },
    );
    loaded.set(file, handler);
  }
  return handler;
}

/** A Lambda context as the runtime would pass it. */
export function lambdaContext(functionName: string, timeoutSeconds = 10, memoryMb = 512): Context {
  const deadline = Date.now() + timeoutSeconds * 1000;
  const awsRequestId = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: String(memoryMb),
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${awsRequestId}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
