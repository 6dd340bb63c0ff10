import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export const JSON_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' } as const;

const REPLY = Symbol('reply');

/** A handler result with a status or headers other than 200 JSON. Plain objects answer 200. */
export interface Reply<T> {
  [REPLY]: true;
  status: number;
  body: T;
  headers?: Record<string, string>;
  /** Sent as is, not as JSON (see `textReply`). */
  text?: true;
  /** The text is base64 of a binary body (see `binaryReply`). */
  base64?: true;
}

export function reply<T>(status: number, body: T, headers?: Record<string, string>): Reply<T> {
  return { [REPLY]: true, status, body, headers };
}

/** A non-JSON answer, sent as is: `headers` must name its content-type (e.g. the tracking script). */
export function textReply(status: number, text: string, headers: Record<string, string>): Reply<never> {
  return { [REPLY]: true, status, body: text as never, headers, text: true };
}

/** A binary answer (an image): `headers` must name its content-type. */
export function binaryReply(
  status: number,
  bytes: Uint8Array,
  headers: Record<string, string>,
): Reply<never> {
  const body = Buffer.from(bytes).toString('base64');
  return { [REPLY]: true, status, body: body as never, headers, text: true, base64: true };
}

export function isReply(value: unknown): value is Reply<unknown> {
  return typeof value === 'object' && value !== null && REPLY in value;
}

/** Seconds a 429 asks the client to wait when the refusal does not say (RFC 9110 §10.2.3). */
export const DEFAULT_RETRY_AFTER_SECONDS = 1;

/** A JSON answer. Every 429 carries Retry-After: the caller's value, else DEFAULT_RETRY_AFTER_SECONDS. */
export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  // Assigned, not spread: every answer of every route, the tracking ingest's included, is built here.
  const all: Record<string, string> = {
    'content-type': JSON_HEADERS['content-type'],
    'cache-control': JSON_HEADERS['cache-control'],
  };
  if (status === 429 && !('retry-after' in headers)) all['retry-after'] = String(DEFAULT_RETRY_AFTER_SECONDS);
  for (const name in headers) all[name] = headers[name] as string;
  return { statusCode: status, headers: all, body: JSON.stringify(body) };
}
