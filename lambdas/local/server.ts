import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { RuntimeConfig } from '../../shared/contracts/runtime-config';
import type { Deps } from '../deps';
import { claimProcessDeps, withDeps } from '../deps';
import { playCloudFront } from './cloudfront-headers';
import { UNAUTHORIZED } from '../http/errors';
import type { RouteDef } from '../routes';
import { routes } from '../routes';
import { type AccessLog, trackRequest } from './access-log';
import { buildEvent, compileRoutes, matchRoute, toHttpAnswer } from './api-gateway';
import { campaignLinkApiPath } from './campaign-link-paths';
import { AI_CHAT_PATH } from '../../shared/contracts/ai';
import { localAiChat } from './ai-chat';
import { serveAsset } from './assets';
import { proxyCognito } from './cognito-proxy';
import { lambdaContext, loadedHandler, loadHandler } from './handler-modules';
import { BodyTooLarge, readBody, sendJson } from './http-util';
import { sendStarting } from './starting-page';
import type { VerifiedJwt } from './jwt';
import type { Web } from './web';
import type { LocalDns } from './dns';
import { publishToLocalDns } from './dns-publish';
import { LOCAL_DNS_PUBLISH_PATH } from '../../shared/contracts/local-dns';
import { API_HEADERS, SITE_HEADERS } from '../security-headers';
import { FORBIDDEN_HOST_MESSAGE, isAllowedHost } from './host-check';
import { LOCAL_CLOCK_PATH, serveLocalClock, type OffsetClock } from './clock';

/** API Gateway's own payload limit: bigger requests never reach a function. */
const API_GATEWAY_MAX_BYTES = 10 * 1024 * 1024;

export interface AppContext {
  deps: Deps;
  /** The stack's movable clock (issue 32: /_local/clock). */
  clock?: OffsetClock;
  runtimeConfig: (origin: string) => RuntimeConfig;
  verifyJwt: (authorization: string | undefined) => Promise<VerifiedJwt | undefined>;
  cognitoEndpoint: string;
  sesEndpoint: string;
  web: Web;
  /** The SPA's Content-Security-Policy (lambdas/security-headers.ts), sent with the built web app. */
  siteCsp?: string;
  /** The local DNS stand-in (issue 30); absent when DNS_SERVERS was given. */
  localDns?: LocalDns;
}

const compiled = compileRoutes(routes as readonly RouteDef[]);

/**
 * The one local origin: /config.json, /cognito (refresh proxy), /api/* (lambdas/routes/, as API Gateway +
 * Lambda would run them), /_local/mail (sent-mail viewer), /assets/* (uploaded images, from s3rver) and
 * the web app. Until `attach` is called it answers 503, so the port can be bound before the stand-ins
 * are up: JSON, or a page that reloads itself for a browser's page (starting-page.ts).
 */
export function createAppServer(options: { accessLog?: AccessLog; allowedHosts?: readonly string[] } = {}) {
  let ctx: AppContext | undefined;
  const server: Server = createServer((req, res) => {
    const requestId = trackRequest(req, res, options.accessLog);
    // Every path, before anything else: a rebound hostname never reaches the stack (host-check.ts).
    if (!isAllowedHost(req.headers.host, options.allowedHosts)) {
      sendJson(res, 403, { error: 'forbidden_host', message: FORBIDDEN_HOST_MESSAGE });
      return;
    }
    handle(req, res, ctx, requestId).catch((error: unknown) => {
      console.error('[local server]', error);
      sendJson(res, 500, { message: 'Internal Server Error' });
    });
  });
  return {
    server,
    attach(context: AppContext) {
      ctx = context;
      // The first stack of the process runs its functions unscoped, as Lambda does (lambdas/deps.ts).
      claimProcessDeps(context.deps);
    },
    listen(port: number, host: string): Promise<number> {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      });
    },
    close(): Promise<void> {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: AppContext | undefined,
  requestId: string,
): Promise<void> {
  // Parsed once: the API event below reads its path and query from the same URL.
  const url = new URL(req.url ?? '/', 'http://local');
  const path = campaignLinkApiPath(url.pathname);
  if (!ctx) {
    // By the path asked for: a campaign mail's /c/{token} followed in a browser is a page too.
    sendStarting(req, res, url.pathname);
    return;
  }
  // The headers CloudFront's behaviours add (lambdas/security-headers.ts); an answer's own headers win.
  const isApi = path === '/api' || path.startsWith('/api/') || path === AI_CHAT_PATH;
  const isCognito = path === '/cognito' || path.startsWith('/cognito/');
  if (isApi || isCognito) setHeaders(res, API_HEADERS);
  else if (!path.startsWith('/assets/')) {
    setHeaders(res, SITE_HEADERS);
    if (ctx.siteCsp) res.setHeader('content-security-policy', ctx.siteCsp);
  }
  if (path === '/config.json') {
    sendJson(res, 200, ctx.runtimeConfig(`http://${req.headers.host ?? 'localhost'}`));
    return;
  }
  if (isCognito) {
    await proxyCognito(req, res, ctx.cognitoEndpoint);
    return;
  }
  if (path === '/_local/mail') {
    res.writeHead(302, { location: `${ctx.sesEndpoint}/` }).end();
    return;
  }
  if (path === '/_local/mail/marks') {
    // Issue 21: mark a sent mail bounced or complained (lambdas/local/ses-proxy.ts).
    res.writeHead(302, { location: `${ctx.sesEndpoint}/_local/marks` }).end();
    return;
  }
  if (path === AI_CHAT_PATH) {
    // Issue 12: the streaming chat (a function URL behind CloudFront in AWS, not API Gateway).
    await localAiChat(req, res, ctx);
    return;
  }
  if (path === LOCAL_CLOCK_PATH && ctx.clock) {
    // Issue 32: local only (not in lambdas/routes/, so never in an AWS build).
    await serveLocalClock(req, res, ctx.clock);
    return;
  }
  if (path === LOCAL_DNS_PUBLISH_PATH) {
    // Issue 30: local only (not in lambdas/routes/, so never in an AWS build).
    await publishToLocalDns(req, res, ctx);
    return;
  }
  if (isApi) {
    await api(req, res, url, path, ctx, requestId);
    return;
  }
  if (path.startsWith('/assets/')) {
    await serveAsset(req, res, path, ctx.deps.config);
    return;
  }
  ctx.web.handle(req, res);
}

function setHeaders(res: ServerResponse, headers: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

async function api(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
  ctx: AppContext,
  requestId: string,
): Promise<void> {
  const match = matchRoute(compiled, req.method ?? 'GET', path);
  if ('status' in match) {
    if (match.status === 405) {
      sendJson(
        res,
        405,
        { error: 'method_not_allowed', message: 'This API route does not accept that method.' },
        { allow: match.allow?.join(', ') ?? '' },
      );
    } else {
      sendJson(res, 404, { error: 'not_found', message: 'No such API route.' });
    }
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(req, API_GATEWAY_MAX_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    sendJson(res, 413, {
      error: 'payload_too_large',
      message: `Request body is too large (limit ${API_GATEWAY_MAX_BYTES} bytes).`,
    });
    return;
  }
  const { route, params } = match;
  let jwt: VerifiedJwt | undefined;
  if (route.auth === 'jwt') {
    jwt = await ctx.verifyJwt(req.headers.authorization);
    if (!jwt) {
      sendJson(res, 401, UNAUTHORIZED);
      return;
    }
  }
  const event = buildEvent(req, body, route, params, jwt, requestId, url);
  playCloudFront(event, req.socket, ctx.deps.config.originVerifySecret);
  // A warm function's module is in hand: no await (a hop of the event loop per request) once loaded.
  const handler = loadedHandler(route.handler) ?? (await loadHandler(route.handler));
  const context = lambdaContext(`jungle-mail-${route.id}`, route.timeoutSeconds, route.memoryMb);
  const result = await withDeps(ctx.deps, () => handler(event, context));
  const answer = toHttpAnswer(result as Parameters<typeof toHttpAnswer>[0]);
  res.writeHead(answer.status, answer.headers).end(answer.body);
}
