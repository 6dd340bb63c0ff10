import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { deps } from '../deps';
import { serveChat, type ChatSink } from '../http/chat-stream';
import { rootLogger } from '../http/logger';

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

let verifier: ReturnType<typeof CognitoJwtVerifier.create> | undefined;
async function subjectOf(authorization: string | undefined): Promise<string | undefined> {
  const token = authorization?.replace(/^Bearer\s+/i, '').trim();
  if (!token) return undefined;
  verifier ??= CognitoJwtVerifier.create({
    userPoolId: process.env.USER_POOL_ID ?? '',
    clientId: process.env.USER_POOL_CLIENT_ID ?? '',
    tokenUse: null,
  });
  try {
    return (await verifier.verify(token)).sub;
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
  const { ports, config } = deps();
  await serveChat(
    {
      userId: await subjectOf(event.headers.authorization),
      body,
      contentType: event.headers['content-type'],
    },
    ports,
    rootLogger(config),
    sink,
  );
}

export const handler = typeof awslambda === 'undefined' ? chat : awslambda.streamifyResponse(chat);
