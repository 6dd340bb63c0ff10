/**
 * The browser side of one chat turn (issue 12): POST /api/ai/chat on the site's own origin (CloudFront
 * sends it to the streaming function URL; the local server serves it too) and the answer read as
 * newline-delimited ChatEvents while it streams. Behind CloudFront's origin access control the body's
 * SHA-256 goes in x-amz-content-sha256 and the token in x-jm-authorization (CloudFront's signature
 * takes Authorization).
 */
import {
  AI_CHAT_PATH,
  CHAT_TOKEN_HEADER,
  chatFailedDefault,
  type ChatEvent,
  type ChatTurnRequest,
} from '../../../shared/contracts/ai';
import { ApiRequestError, idToken, toApiRequestError } from '../../lib/api-client';

/** Lowercase hex SHA-256 of the UTF-8 text, as SigV4's x-amz-content-sha256 wants it. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Calls `onEvent` for every complete line of the stream, in order, as soon as it has arrived. */
export async function readChatEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ChatEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl).trim();
      buffer = buffer.slice(nl + 1);
      if (line) onEvent(JSON.parse(line) as ChatEvent);
    }
    if (done) break;
  }
  if (buffer.trim()) onEvent(JSON.parse(buffer) as ChatEvent);
}

/** docs/product.md › Chat errors: the server's message, else 'Failed to generate changes (status N)'. */
export function refusalError(status: number, body: unknown): ApiRequestError {
  const said = typeof (body as { message?: unknown } | undefined)?.message === 'string';
  return said ? toApiRequestError(status, body) : new ApiRequestError(status, chatFailedDefault(status));
}

export async function sendChatTurn(
  request: ChatTurnRequest,
  onEvent: (event: ChatEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const body = JSON.stringify(request);
  const token = await idToken();
  const response = await fetch(AI_CHAT_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-amz-content-sha256': await sha256Hex(body),
      ...(token ? { [CHAT_TOKEN_HEADER]: `Bearer ${token}` } : {}),
    },
    body,
    signal,
  }).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'Could not reach Jungle Mail. Check your connection and try again.');
  });
  if (!response.ok || !response.body) {
    throw refusalError(response.status, await response.json().catch(() => undefined));
  }
  await readChatEvents(response.body, onEvent);
}
