/**
 * Shared by the analytics integration tests: events sent through the real ingest as a browser would
 * (a user agent, and the CloudFront viewer headers that stand for distinct visitors' addresses and
 * countries), raw event items for past days written as the ingest writes them (the ingest stamps the
 * server's time, so a test cannot send "yesterday"), and a poll of the report until the stream
 * aggregator has caught up.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { keys } from '../../../lambdas/table';
import type { AnalyticsReport } from '../../../shared/contracts/analytics';
import { call } from '../helpers/api';
import { viaCloudFront } from '../helpers/cloudfront';
import { eventBody, store } from '../tracking/support';

export const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

export interface Visitor {
  ip: string;
  userAgent: string;
  country?: string;
}

/** POST /api/t from `visitor`: one event as the script sends it. */
export function send(trackingId: string, visitor: Visitor, patch: Record<string, unknown>) {
  return call('/api/t', {
    method: 'POST',
    body: eventBody(trackingId, patch),
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': visitor.userAgent,
      ...viaCloudFront(`${visitor.ip}:443`, visitor.country),
    },
  });
}

/** A stored event of an earlier day, with the fields the ingest adds (visitor hash chosen by the test). */
export async function pastEvent(
  setupId: string,
  at: string,
  fields: { visitorHash: string; eventName?: string; pageUrl?: string; [name: string]: unknown },
): Promise<void> {
  const eventId = randomUUID().replace(/-/g, '').slice(0, 12);
  await store.put({
    ...keys.trackingEvent(setupId, at, eventId),
    eventId,
    trackingId: 'jm_test',
    eventName: 'pixel-loaded',
    eventData: '{}',
    pageUrl: 'https://shop.example.com/',
    clientTimestamp: at,
    receivedAt: at,
    device: 'desktop',
    browser: 'Firefox',
    expiresAt: Math.floor(Date.now() / 1000) + 86400,
    ...fields,
  });
}

export async function report(token: string, query = 'range=7d&tz=UTC') {
  const res = await call<AnalyticsReport>(`/api/analytics?${query}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** Polls the report until `done` holds (the aggregator runs off the request path), then returns it. */
export async function reportWhen(
  token: string,
  query: string,
  done: (r: AnalyticsReport) => boolean,
  timeoutMs = 30_000,
): Promise<AnalyticsReport> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const r = await report(token, query);
    if (done(r)) return r;
    if (Date.now() > deadline) return r;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
