import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { Deps } from '../deps';
import { withDeps } from '../deps';
import type { TriggerDef } from '../routes';
import { triggers } from '../routes';
import { COGNITO_MAIL_PATH, deliverCognitoMail } from './cognito-mail';
import { lambdaContext, loadHandler } from './handler-modules';
import { readBody } from './http-util';

const INVOKE = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

/**
 * A tiny Lambda Invoke endpoint (POST /2015-03-31/functions/{name}/invocations) for cognito-local's
 * triggers: {name} is a trigger id of lambdas/routes/, and the same handler module is called.
 * Errors answer like Lambda does: 200 with X-Amz-Function-Error: Unhandled and {errorType, errorMessage}.
 * It also takes the code emails cognito-local would only print (POST COGNITO_MAIL_PATH, cognito-mail.ts).
 */
export async function startLambdaInvoke(
  deps: () => Deps | undefined,
): Promise<{ server: Server; port: number; endpoint: string }> {
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === COGNITO_MAIL_PATH)
      void deliverCognitoMail(req, res, deps()).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: `The mail could not be sent: ${(error as Error).message}` }));
      });
    else void invoke(req, res, deps());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, port, endpoint: `http://127.0.0.1:${port}` };
}

async function invoke(req: IncomingMessage, res: ServerResponse, deps: Deps | undefined): Promise<void> {
  const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  };
  const name =
    req.method === 'POST' ? INVOKE.exec(decodeURIComponent(req.url?.split('?')[0] ?? ''))?.[1] : undefined;
  const trigger = (triggers as readonly TriggerDef[]).find((t) => t.id === name);
  if (!trigger) {
    send(
      404,
      { Type: 'User', message: `Function not found: ${name ?? req.url}` },
      { 'x-amzn-errortype': 'ResourceNotFoundException' },
    );
    return;
  }
  try {
    const event = JSON.parse((await readBody(req, 6 * 1024 * 1024)).toString('utf8')) as unknown;
    const handler = await loadHandler(trigger.handler);
    const context = lambdaContext(`jungle-mail-${trigger.id}`, trigger.timeoutSeconds);
    const run = () => handler(event, context);
    const result = await (deps ? withDeps(deps, run) : run());
    send(200, result ?? null, { 'x-amz-executed-version': '$LATEST' });
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    send(200, { errorType: err.name, errorMessage: err.message }, { 'x-amz-function-error': 'Unhandled' });
  }
}
