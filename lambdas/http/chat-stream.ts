import type { Logger } from '@aws-lambda-powertools/logger';
import { CHAT_KEEPALIVE_DEFAULT_MS } from '../config';
import { chatTurnRequestSchema, MESSAGES, type ChatEvent } from '../../shared/contracts/ai';
import { prepareTurn, streamTurn, type ChatPorts } from '../domain/ai/chat-turn';
import type { ErrorAnswer } from './errors';
import {
  ACCOUNT_DELETED,
  errorAnswer,
  INTERNAL_ERROR,
  tooLarge,
  UNAUTHORIZED,
  unsupportedMediaType,
} from './errors';
import { JSON_HEADERS } from './responses';
import { resolveAccess } from './account-access';
import { isDeletedAccount } from './identity';
import { keepAlive } from './keep-alive';

/** Where a streamed answer goes: a Lambda response stream in AWS, a Node response locally. */
export interface ChatSink {
  head(status: number, headers: Record<string, string>): void;
  write(chunk: string): void;
  end(): void;
}

/** The chat turn's request body cap: a 4,000-character message and the rest with room to spare. */
export const CHAT_MAX_BODY_BYTES = 16 * 1024;

/** A refusal before the model is called: plain JSON, as the API answers it (lambdas/http/errors.ts). */
function fail(sink: ChatSink, answer: ErrorAnswer) {
  sink.head(answer.status, { ...JSON_HEADERS, ...answer.headers });
  sink.write(JSON.stringify(answer.body));
  sink.end();
}

const refusal = (status: number, error: string, message: string): ErrorAnswer => ({
  status,
  body: { error, message },
  headers: {},
});

/**
 * POST /api/ai/chat, transport-free: the caller's subject comes from a token the caller of this
 * function verified (a function URL has no API Gateway authorizer); the account it acts for is resolved
 * here, once (lambdas/http/identity.ts). Refusals before the model is
 * called are plain JSON 4xx; from then on the answer is newline-delimited JSON ChatEvents, flushed as
 * they happen.
 */
export async function serveChat(
  input: {
    userId: string | undefined;
    body: Buffer | string;
    contentType: string | undefined;
    /** The x-jm-account header: the account a member acts for (issue 34). */
    account?: string | undefined;
  },
  ports: ChatPorts,
  log: Logger,
  sink: ChatSink,
  options: { keepAliveMs?: number } = {},
): Promise<void> {
  if (!input.userId) return fail(sink, refusal(401, UNAUTHORIZED.error, UNAUTHORIZED.message));
  let accountId: string;
  try {
    // The chat proposes changes to an email: an editor's work (lambdas/routes/roles.ts).
    ({ accountId } = await resolveAccess(ports.store, input.userId, input.account, 'editor'));
  } catch (error) {
    const answer = errorAnswer(error);
    if (answer) return fail(sink, answer);
    throw error;
  }
  if (await isDeletedAccount(ports.store, accountId))
    return fail(sink, refusal(401, ACCOUNT_DELETED.error, ACCOUNT_DELETED.message));
  const size = typeof input.body === 'string' ? Buffer.byteLength(input.body) : input.body.length;
  if (size > CHAT_MAX_BODY_BYTES) return fail(sink, errorAnswer(tooLarge(CHAT_MAX_BODY_BYTES)));
  if (!/^application\/json\b/i.test(input.contentType ?? ''))
    return fail(sink, errorAnswer(unsupportedMediaType()));
  let raw: unknown;
  try {
    raw = JSON.parse(input.body.toString());
  } catch {
    return fail(sink, refusal(400, 'invalid_json', 'The request body is not valid JSON.'));
  }
  const parsed = chatTurnRequestSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const spec = first?.message === MESSAGES.empty || first?.message === MESSAGES.tooLong;
    return fail(
      sink,
      refusal(400, 'invalid_request', spec ? first.message : 'Some fields are missing or invalid.'),
    );
  }
  const warn = { warn: (m: string, extra: Record<string, unknown>) => log.warn(m, extra) };
  let turn;
  try {
    turn = await prepareTurn(ports, accountId, parsed.data, warn);
  } catch (error) {
    const answer = errorAnswer(error);
    if (answer) return fail(sink, answer);
    log.error('Preparing a chat turn failed', { error: error as Error });
    return fail(sink, refusal(500, INTERNAL_ERROR.error, INTERNAL_ERROR.message));
  }
  sink.head(200, {
    'content-type': 'application/x-ndjson; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  const alive = keepAlive(options.keepAliveMs ?? CHAT_KEEPALIVE_DEFAULT_MS, (line) => sink.write(line));
  const emit = (e: ChatEvent) => {
    sink.write(JSON.stringify(e) + '\n');
    alive.touched();
  };
  try {
    await streamTurn(ports, turn, emit, warn);
  } catch (error) {
    log.error('A chat turn failed', { error: error as Error });
    emit({ type: 'error', message: MESSAGES.errorPrefix + MESSAGES.unexpected });
  } finally {
    alive.stop();
  }
  sink.end();
}
