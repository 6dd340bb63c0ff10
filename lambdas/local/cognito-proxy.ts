import type { IncomingMessage, ServerResponse } from 'node:http';
import { BROWSER_COGNITO_ACTIONS, cognitoAction, isPublicCognitoRead } from './cognito-actions';
import { passwordRefusal } from './cognito-password';
import { readBody, sendJson } from './http-util';

const AMZ_JSON = 'application/x-amz-json-1.1';
const REFRESH_TARGET = 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken';

interface RefreshRequest {
  ClientId?: string;
  RefreshToken?: string;
  ClientSecret?: string;
  DeviceKey?: string;
  ClientMetadata?: Record<string, string>;
}

function expiresIn(jwt: string | undefined): number | undefined {
  const payload = jwt?.split('.')[1];
  if (!payload) return undefined;
  const { exp, iat } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    exp?: number;
    iat?: number;
  };
  return exp && iat ? exp - iat : undefined;
}

/**
 * /cognito on the app's origin: a pass-through to cognito-local for the actions a browser client uses
 * (cognito-actions.ts; anything else answers 403 AccessDeniedException), except GetTokensFromRefreshToken (what
 * aws-amplify v6 calls to refresh a session), which cognito-local lacks. That one becomes InitiateAuth
 * REFRESH_TOKEN_AUTH and its answer is reshaped to GetTokensFromRefreshToken's.
 */
export async function proxyCognito(
  req: IncomingMessage,
  res: ServerResponse,
  cognitoEndpoint: string,
  prefix = '/cognito',
): Promise<void> {
  const path = (req.url ?? '/').slice(prefix.length) || '/';
  const target = req.headers['x-amz-target'];
  const action = cognitoAction(target);
  const allowed =
    isPublicCognitoRead(req.method, new URL(path, 'http://local').pathname) ||
    (req.method === 'POST' && action !== undefined && BROWSER_COGNITO_ACTIONS.has(action));
  if (!allowed) {
    req.resume();
    sendJson(
      res,
      403,
      {
        __type: 'AccessDeniedException',
        message: `${action ?? 'This request'} is not available through the local /cognito proxy: only the actions a browser client uses are forwarded.`,
      },
      { 'content-type': AMZ_JSON },
    );
    return;
  }
  const body = await readBody(req, 1024 * 1024);
  if (req.method === 'POST' && target === REFRESH_TARGET) {
    await refresh(body, res, cognitoEndpoint);
    return;
  }
  const refusal = req.method === 'POST' ? passwordRefusal(action, body) : undefined;
  if (refusal) {
    sendJson(res, 400, refusal, { 'content-type': AMZ_JSON });
    return;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || ['host', 'connection', 'content-length', 'transfer-encoding'].includes(name))
      continue;
    headers.set(name, Array.isArray(value) ? value.join(',') : value);
  }
  const upstream = await fetch(`${cognitoEndpoint}${path.startsWith('/') ? path : `/${path}`}`, {
    method: req.method,
    headers,
    body: ['GET', 'HEAD'].includes(req.method ?? 'GET') ? undefined : new Uint8Array(body),
  });
  const out: Record<string, string> = {};
  upstream.headers.forEach((value, name) => {
    if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
      out[name] = value;
  });
  res.writeHead(upstream.status, out).end(Buffer.from(await upstream.arrayBuffer()));
}

async function refresh(body: Buffer, res: ServerResponse, cognitoEndpoint: string): Promise<void> {
  let input: RefreshRequest;
  try {
    input = JSON.parse(body.toString('utf8')) as RefreshRequest;
  } catch {
    sendJson(
      res,
      400,
      { __type: 'SerializationException', message: 'Malformed request body' },
      { 'content-type': AMZ_JSON },
    );
    return;
  }
  const upstream = await fetch(cognitoEndpoint, {
    method: 'POST',
    headers: { 'content-type': AMZ_JSON, 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: input.ClientId,
      AuthParameters: {
        REFRESH_TOKEN: input.RefreshToken,
        ...(input.DeviceKey ? { DEVICE_KEY: input.DeviceKey } : {}),
      },
      ClientMetadata: input.ClientMetadata,
    }),
  });
  const answer = (await upstream.json()) as {
    AuthenticationResult?: { AccessToken?: string; IdToken?: string };
  };
  if (!upstream.ok || !answer.AuthenticationResult) {
    sendJson(res, upstream.status === 200 ? 400 : upstream.status, answer, { 'content-type': AMZ_JSON });
    return;
  }
  const { AccessToken, IdToken } = answer.AuthenticationResult;
  // No RefreshToken in the answer: like Cognito without rotation, the client keeps the one it has.
  sendJson(
    res,
    200,
    {
      AuthenticationResult: { AccessToken, IdToken, TokenType: 'Bearer', ExpiresIn: expiresIn(AccessToken) },
    },
    { 'content-type': AMZ_JSON },
  );
}
