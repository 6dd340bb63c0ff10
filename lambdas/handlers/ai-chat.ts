import { requestedAccountOf } from '../http/account-access';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { CHAT_TOKEN_HEADER } from '../../shared/contracts/ai';
import { deps, portsWith } from '../deps';
import { serveChat, type ChatSink } from '../http/chat-stream';
import { rootLogger } from '../http/logger';
import { llmPort } from '../wiring/llm';

/**
 * The streaming chat function (issue 12): a Lambda function URL in RESPONSE_STREAM mode behind
 * CloudFront at /api/ai/*. There is no API Gateway authorizer in front of a function URL, so it
 * verifies the Cognito token itself (id or access token of our app client). Locally the same
 * serveChat runs inside the local server (lambdas/local/ai-chat.ts).
 */
interface ResponseStream {
  write(chunk: string): void;
  end(): void;
}
declare const awslambda: {
  streamifyResponse(
    fn: (event: APIGatewayProxyEventV2, stream: ResponseStream) => Promise<void>,
  ): (event: APIGatewayProxyEventV2, stream: ResponseStream) => Promise<void>;
  HttpResponseStream: {
    from(
      stream: ResponseStream,
      meta: { statusCode: number; headers: Record<string, string> },
    ): ResponseStream;
  };
};

/**
 * The pool and client ids: from the environment when set, otherwise from the site's deployed
 * /config.json in the SPA bucket (CDK cannot put them in this function's environment: the pool's
 * PreSignUp trigger names the site, whose distribution has this function's URL as an origin).
 */
async function authConfig(): Promise<{ userPoolId: string; clientId: string }> {
  if (process.env.USER_POOL_ID && process.env.USER_POOL_CLIENT_ID)
    return { userPoolId: process.env.USER_POOL_ID, clientId: process.env.USER_POOL_CLIENT_ID };
  const s3 = new S3Client({});
  const object = await s3.send(new GetObjectCommand({ Bucket: process.env.SPA_BUCKET, Key: 'config.json' }));
  const config = JSON.parse(await object.Body!.transformToString()) as {
    userPoolId: string;
    userPoolClientId: string;
  };
  process.env.USER_POOL_ID = config.userPoolId;
  process.env.USER_POOL_CLIENT_ID = config.userPoolClientId;
  return { userPoolId: config.userPoolId, clientId: config.userPoolClientId };
}

let verifier: Promise<ReturnType<typeof CognitoJwtVerifier.create>> | undefined;
/** Loaded once per cold start (and again after a failed load), before deps() reads USER_POOL_ID. */
function verifierOnce() {
  verifier ??= authConfig()
    .then(({ userPoolId, clientId }) => CognitoJwtVerifier.create({ userPoolId, clientId, tokenUse: null }))
    .catch((error: unknown) => {
      verifier = undefined;
      throw error;
    });
  return verifier;
}

async function subjectOf(authorization: string | undefined): Promise<string | undefined> {
  const check = await verifierOnce();
  const token = authorization?.replace(/^Bearer\s+/i, '').trim();
  if (!token) return undefined;
  try {
    return (await check.verify(token)).sub;
  } catch {
    return undefined;
  }
}

async function chat(event: APIGatewayProxyEventV2, stream: ResponseStream): Promise<void> {
  let out: ResponseStream = stream;
  const sink: ChatSink = {
    head: (statusCode, headers) => {
      out = awslambda.HttpResponseStream.from(stream, { statusCode, headers });
    },
    write: (chunk) => out.write(chunk),
    end: () => out.end(),
  };
  const body = event.body
    ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8')
    : Buffer.alloc(0);
  const userId = await subjectOf(event.headers[CHAT_TOKEN_HEADER]);
  const d = deps();
  const { config } = d;
  const ports = portsWith(d, [llmPort]);
  await serveChat(
    {
      userId,
      body,
      contentType: event.headers['content-type'],
      account: requestedAccountOf(event.headers),
    },
    ports,
    rootLogger(config),
    sink,
    { keepAliveMs: config.chatKeepAliveMs },
  );
}

export const handler = typeof awslambda === 'undefined' ? chat : awslambda.streamifyResponse(chat);
