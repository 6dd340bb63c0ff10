import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { IngestAccepted } from '../../shared/contracts/tracking';
import { type Deps, deps, portsWith } from '../deps';
import type { RequestFacts } from '../domain/tracking/visit-fields';
import { ingestEvent } from '../domain/tracking/ingest-event';
import type { LinkKeys } from '../domain/links/signed-token';
import { readTextBody } from '../http/body';
import { viewerOf } from '../http/client-ip';
import { errorAnswer, INTERNAL_ERROR } from '../http/errors';
import { rootLogger } from '../http/logger';
import { json, textReply } from '../http/responses';
import { httpRoute } from '../http/route';
import { routes } from '../routes';
import { signingPort } from '../wiring/signing';

/** Any site may post events; no credentials are ever accepted (no allow-credentials header). */
export const INGEST_CORS = { 'access-control-allow-origin': '*' } as const;
export const PREFLIGHT_HEADERS = {
  ...INGEST_CORS,
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '86400',
} as const;
const TEXT_TYPES = ['text/plain', 'application/json'] as const;
const MAX_BODY_BYTES = routes.find((r) => r.id === 'trackingIngest')?.maxBodyBytes ?? 0;

/**
 * POST /api/t (public, 8 KB): one tracking event. The script sends JSON as text/plain (a CORS-simple
 * request, so no preflight); other clients may say application/json. Every answer, errors included,
 * carries the CORS header so the sending page can read it. Validation, rate limit and the write are the
 * domain's (lambdas/domain/tracking/ingest-event.ts): 400/404/413/415/429 with a short reason, nothing
 * stored.
 *
 * The one route not on httpRoute's middy chain, for its volume: the same checks in the same order and
 * the same error bodies, without the per-request child logger and request log line, which cost more than
 * everything else the ingest does (docs/bench/tracking-ingest.md); API Gateway's access log records every
 * request. Failures other than refusals are logged with the request id.
 */
async function ingest(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const requestId = event.requestContext.requestId;
  const headers = {
    'access-control-allow-origin': INGEST_CORS['access-control-allow-origin'],
    'x-request-id': requestId,
  };
  let d: Deps | undefined;
  try {
    d = deps();
    const rawBody = readTextBody(event, MAX_BODY_BYTES, TEXT_TYPES);
    const { eventId } = await ingestEvent(
      { store: d.ports.store, clock: d.ports.clock, signing: linkKeys(d) },
      rawBody,
      requestFacts(event, d.config.originVerifySecret),
    );
    return json(202, { accepted: true, eventId } satisfies IngestAccepted, headers);
  } catch (error) {
    const answer = errorAnswer(error);
    if (answer) return json(answer.status, answer.body, { ...headers, ...answer.headers });
    rootLogger(d?.config).error('Unhandled error', {
      requestId,
      route: 'trackingIngest',
      error: error as Error,
    });
    return json(500, INTERNAL_ERROR, headers);
  }
}

const keysOfDeps = new WeakMap<Deps, LinkKeys>();

/** The signing keys, built only when an event carries a contact token (most do not); once per deps. */
function linkKeys(d: Deps): LinkKeys {
  let keys = keysOfDeps.get(d);
  if (!keys) {
    let signing: LinkKeys | undefined;
    keys = { key: (purpose) => (signing ??= portsWith(d, [signingPort]).signing).key(purpose) };
    keysOfDeps.set(d, keys);
  }
  return keys;
}

/**
 * Who is asking, for the visitor hash and the country (never stored): CloudFront's viewer headers when
 * the request came through our distribution (lambdas/http/client-ip.ts), else the connection.
 */
function requestFacts(event: APIGatewayProxyEventV2, originSecret: string | undefined): RequestFacts {
  const facts: RequestFacts = viewerOf(event, originSecret) as RequestFacts;
  facts.userAgent = event.headers['user-agent'] ?? '';
  return facts;
}

/** OPTIONS /api/t (public): the preflight of clients that send application/json. */
const preflight = httpRoute({
  id: 'trackingIngestPreflight',
  headers: PREFLIGHT_HEADERS,
  handle: async () => textReply(204, '', {}),
});

/** Both routes deploy this module (lambdas/routes/): the method picks the route. */
export const handler = (event: APIGatewayProxyEventV2, context: Context) =>
  event.requestContext.http.method === 'OPTIONS' ? preflight(event, context) : ingest(event);
