import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One line per request the local origin answers, whoever answers it (the API, the 401/404/405/413 before a handler, the web app). */
export interface AccessEntry {
  at: Date;
  method: string;
  /** The path without its query string, which may carry personal data. */
  path: string;
  status: number;
  ms: number;
  requestId: string;
  /** The client went away before the answer was complete. */
  aborted: boolean;
}

export type AccessLog = (entry: AccessEntry) => void;

export const REQUEST_ID_HEADER = 'apigw-requestid';

/** `2026-11-22T19:30:00.000Z GET /api/setup 200 12ms 5f0c…` */
export const formatAccess = (e: AccessEntry) =>
  `${e.at.toISOString()} ${e.method} ${e.path} ${e.status} ${e.ms}ms ${e.requestId}${e.aborted ? ' aborted' : ''}`;

/**
 * Gives the request its id (sent back as apigw-requestid, as API Gateway does, and used as the Lambda event's
 * requestId) and logs it once the answer is done or the connection closes.
 */
export function trackRequest(req: IncomingMessage, res: ServerResponse, log: AccessLog | undefined): string {
  const requestId = randomUUID();
  res.setHeader(REQUEST_ID_HEADER, requestId);
  if (log) {
    const started = process.hrtime.bigint();
    const at = new Date();
    res.once('close', () => {
      log({
        at,
        method: req.method ?? 'GET',
        path: new URL(req.url ?? '/', 'http://local').pathname,
        status: res.statusCode,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e6),
        requestId,
        aborted: !res.writableFinished,
      });
    });
  }
  return requestId;
}

/**
 * The stack's access log: every line to `<DATA_DIR>/logs/access.log`; the API's lines (/api, /cognito,
 * /config.json) also to the terminal unless quiet, so Vite's module requests do not drown them.
 */
export function stackAccessLog(file: string, echo: boolean): AccessLog {
  return (entry) => {
    const line = formatAccess(entry);
    appendFileSync(file, `${line}\n`);
    if (echo && /^\/(api|cognito|config\.json)(\/|$)/.test(entry.path)) console.log(line);
  };
}
