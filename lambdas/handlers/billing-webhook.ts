import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { type Deps, deps, portsWith } from '../deps';
import { handleWebhook } from '../domain/billing/apply-event';
import { rawBody, readJsonBody } from '../http/body';
import { errorAnswer, INTERNAL_ERROR } from '../http/errors';
import { rootLogger } from '../http/logger';
import { json } from '../http/responses';
import { routes } from '../routes';
import { paymentsPort } from '../wiring/payments';

const MAX_BODY_BYTES = routes.find((r) => r.id === 'billingWebhook')?.maxBodyBytes ?? 0;

/**
 * POST /api/billing/webhook (public: Stripe calls it; the signature is the authentication). Not on httpRoute's
 * chain because the signature covers the raw bytes, which the JSON wrapper would have parsed away. The same
 * answers: 413 for an oversized body, 415 for a body that is not JSON, 400 for malformed JSON, then 400 with a
 * sentence for a bad signature or a signed body that is not an event, 200
 * `{ received: true, applied, duplicate? }` otherwise (Stripe retries anything else), 500 only for a bug.
 */
export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const requestId = event.requestContext.requestId;
  const headers = { 'x-request-id': requestId };
  let d: Deps | undefined;
  try {
    d = deps();
    // The checks every route makes, in the same order (413, 415, 400 malformed JSON); then the signature,
    // which covers the raw bytes, not the parsed value.
    readJsonBody(event, MAX_BODY_BYTES);
    const bytes = rawBody(event);
    const signature = event.headers?.['stripe-signature'];
    const result = await handleWebhook(portsWith(d, [paymentsPort]), bytes.toString('utf8'), signature);
    rootLogger(d.config).info('billing webhook', { requestId, ...result });
    return json(200, result, headers);
  } catch (error) {
    const answer = errorAnswer(error);
    if (answer) return json(answer.status, answer.body, { ...headers, ...answer.headers });
    rootLogger(d?.config).error('Unhandled error', {
      requestId,
      route: 'billingWebhook',
      error: error as Error,
    });
    return json(500, INTERNAL_ERROR, headers);
  }
}
