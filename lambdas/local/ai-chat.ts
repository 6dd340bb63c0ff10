import { requestedAccountOf } from '../http/account-access';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CHAT_TOKEN_HEADER } from '../../shared/contracts/ai';
import { portsWith, withDeps } from '../deps';
import { CHAT_MAX_BODY_BYTES, serveChat } from '../http/chat-stream';
import { rootLogger } from '../http/logger';
import { llmPort } from '../wiring/llm';
import { BodyTooLarge, readBody, sendJson } from './http-util';
import type { AppContext } from './server';

/**
 * POST /api/ai/chat on the local server: what CloudFront + the streaming function URL do in AWS. The
 * token is verified against the local JWKS (the function verifies it itself in AWS), and every event
 * is written to the socket as it is produced.
 */
export async function localAiChat(req: IncomingMessage, res: ServerResponse, ctx: AppContext): Promise<void> {
  if (req.method !== 'POST') {
    sendJson(res, 405, { error: 'method_not_allowed', message: 'Method Not Allowed' }, { allow: 'POST' });
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(req, CHAT_MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    sendJson(res, 413, {
      error: 'payload_too_large',
      message: `Request body is too large (limit ${CHAT_MAX_BODY_BYTES} bytes).`,
    });
    return;
  }
  const token = req.headers[CHAT_TOKEN_HEADER];
  const jwt = await ctx.verifyJwt(typeof token === 'string' ? token : req.headers.authorization);
  res.socket?.setNoDelay(true);
  await withDeps(ctx.deps, () =>
    serveChat(
      {
        userId: jwt?.claims.sub,
        body,
        contentType: req.headers['content-type'],
        account: requestedAccountOf(req.headers as Record<string, string | undefined>),
      },
      portsWith(ctx.deps, [llmPort]),
      rootLogger(ctx.deps.config),
      {
        head: (status, headers) => res.writeHead(status, headers),
        write: (chunk) => res.write(chunk),
        end: () => res.end(),
      },
      { keepAliveMs: ctx.deps.config.chatKeepAliveMs },
    ),
  );
}
