import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import type { Clock } from '../ports/clock';
import { BodyTooLarge, readBody, sendJson } from './http-util';

/** The local stack's clock path (issue 32): not in lambdas/routes/, so never in an AWS build. */
export const LOCAL_CLOCK_PATH = '/_local/clock';
const MAX_BYTES = 1024;
/** One year at most per move. */
export const CLOCK_MOVE_MAX_MINUTES = 366 * 24 * 60;

/** The system's time plus an offset that only grows: the local stack's Clock port, moved by /_local/clock. */
export class OffsetClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(minutes: number): void {
    this.offsetMs += minutes * 60_000;
  }
  get offsetMinutes(): number {
    return this.offsetMs / 60_000;
  }
}

const moveSchema = z.object({ minutes: z.number().int().min(1).max(CLOCK_MOVE_MAX_MINUTES) }).strict();

const answer = (res: ServerResponse, clock: OffsetClock) =>
  sendJson(res, 200, { now: clock.now().toISOString(), offsetMinutes: clock.offsetMinutes });

/**
 * GET /_local/clock: the stack's time. POST { minutes }: moves it forward (never back), so a four-day
 * welcome series can be watched in seconds; the scheduled sweeps and every handler read it.
 */
export async function serveLocalClock(req: IncomingMessage, res: ServerResponse, clock: OffsetClock) {
  if (req.method === 'GET') return answer(res, clock);
  if (req.method !== 'POST')
    return sendJson(
      res,
      405,
      { error: 'method_not_allowed', message: 'Use GET or POST.' },
      { allow: 'GET, POST' },
    );
  let raw: Buffer;
  try {
    raw = await readBody(req, MAX_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    return sendJson(res, 413, {
      error: 'payload_too_large',
      message: `Request body is too large (limit ${MAX_BYTES} bytes).`,
    });
  }
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return sendJson(res, 400, { error: 'malformed_json', message: 'Malformed JSON body.' });
  }
  const body = moveSchema.safeParse(json);
  if (!body.success)
    return sendJson(res, 400, {
      error: 'invalid_request',
      message: `Send how many minutes to move the clock forward: { "minutes": 1 to ${CLOCK_MOVE_MAX_MINUTES} }.`,
    });
  clock.advance(body.data.minutes);
  return answer(res, clock);
}
