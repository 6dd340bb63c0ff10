import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';

const HANDLERS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'handlers');

export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;
const loaded = new Map<string, Promise<LambdaHandler>>();
const ready = new Map<string, LambdaHandler>();

/** The handler of a module already loaded, or undefined (then `loadHandler`). */
export const loadedHandler = (file: string): LambdaHandler | undefined => ready.get(file);

/** The same module CDK deploys (lambdas/handlers/<file>), imported once like a warm Lambda. */
export function loadHandler(file: string): Promise<LambdaHandler> {
  let handler = loaded.get(file);
  if (!handler) {
    handler = import(pathToFileURL(join(HANDLERS_DIR, file)).href).then(
      (mod: { handler?: LambdaHandler }) => {
        if (typeof mod.handler !== 'function') throw new Error(`lambdas/handlers/${file} exports no handler`);
        ready.set(file, mod.handler);
        return mod.handler;
      },
    );
    loaded.set(file, handler);
  }
  return handler;
}

/**
 * A Lambda context as the runtime would pass it. A class, not a literal with closures: one is made per
 * invocation, and the ingest's budget counts every microsecond of the local server (docs/bench).
 */
class LocalContext implements Context {
  callbackWaitsForEmptyEventLoop = true;
  functionVersion = '$LATEST';
  memoryLimitInMB: string;
  private readonly deadline: number;
  private requestId: string | undefined;

  constructor(
    readonly functionName: string,
    timeoutSeconds: number,
    memoryMb: number,
  ) {
    this.deadline = Date.now() + timeoutSeconds * 1000;
    this.memoryLimitInMB = String(memoryMb);
  }

  // Worked out when read (most handlers never do), the same each time.
  get awsRequestId(): string {
    return (this.requestId ??= randomUUID());
  }
  get invokedFunctionArn(): string {
    return `arn:aws:lambda:local:000000000000:function:${this.functionName}`;
  }
  get logGroupName(): string {
    return `/aws/lambda/${this.functionName}`;
  }
  get logStreamName(): string {
    return `local/${this.awsRequestId}`;
  }

  getRemainingTimeInMillis(): number {
    return Math.max(0, this.deadline - Date.now());
  }
  done(): void {}
  fail(): void {}
  succeed(): void {}
}

export function lambdaContext(functionName: string, timeoutSeconds = 10, memoryMb = 512): Context {
  return new LocalContext(functionName, timeoutSeconds, memoryMb);
}
