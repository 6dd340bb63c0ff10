import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { type Deps, withDeps } from '../../../lambdas/deps';
import { handler } from '../../../lambdas/handlers/tracking-ingest';
import { buildEvent } from '../../../lambdas/local/api-gateway';
import { type RouteDef, routes } from '../../../lambdas/routes';

const route = routes.find((r) => r.id === 'trackingIngest') as RouteDef;
const context = {} as Context;

/**
 * The ingest's handler behind plain node:http: the plain server's body reading, then the API Gateway v2
 * event as the local server builds it (lambdas/local/api-gateway.ts) handed to the real handler, and its
 * answer written back. What the bench budgets (issue 31: "ingest overhead ≤ 2x plain node:http"): our
 * code on top of a node:http server, without the local server's other stand-in work for API Gateway and
 * Lambda (route matching, the request id and access log, the security headers, CloudFront's viewer headers,
 * the Lambda context), which in AWS is the platform's and is not billed as the function's duration.
 */
export function handlerServer(deps: Deps): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const event = buildEvent(req, Buffer.concat(chunks), route, undefined, undefined, randomUUID());
      withDeps(deps, () => handler(event, context)).then(
        (result) => {
          const answer = result as APIGatewayProxyStructuredResultV2;
          res.writeHead(answer.statusCode ?? 200, answer.headers as Record<string, string>).end(answer.body);
        },
        () => res.writeHead(500).end(),
      );
    });
  });
}
