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
}

export function reply<T>(status: number, body: T, headers?: Record<string, string>): Reply<T> {
  return { [REPLY]: true, status, body, headers };
}

/** A non-JSON answer, sent as is: `headers` must name its content-type (e.g. the tracking script). */
export function textReply(status: number, text: string, headers: Record<string, string>): Reply<never> {
  return { [REPLY]: true, status, body: text as never, headers, text: true };
}

export function isReply(value: unknown): value is Reply<unknown> {
  return typeof value === 'object' && value !== null && REPLY in value;
}

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  return { statusCode: status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}
