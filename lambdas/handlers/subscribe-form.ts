import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { subscribeTexts, type SubscribeAccepted } from '../../shared/contracts/subscribe';
import { deps } from '../deps';
import { DomainError } from '../domain/errors';
import { isFormPost, parseSignupBody, SIGNUP_TYPES } from '../domain/signup/signup-body';
import { acceptSignup } from '../domain/signup/accept-signup';
import { clientIpOf } from '../http/client-ip';
import { reply, textReply } from '../http/responses';
import { httpRoute } from '../http/route';
import { queuePort } from '../wiring/queue';
import { signingPort } from '../wiring/signing';
import { visitorTokenOf } from '../domain/signup/visitor-token';

/** Any site may post its signup form; no credentials are ever accepted (as the tracking ingest). */
export const SIGNUP_CORS = { 'access-control-allow-origin': '*' } as const;

const trackingIdParams = z.object({ trackingId: z.string().min(1).max(64) });

/**
 * POST /api/subscribe/{trackingId} (public, CORS *): the double opt-in signup form (lambdas/domain/signup).
 * JSON callers (the script's `jm('subscribe')`) get 202 { accepted, message } or the 4xx; a plain HTML form
 * post is sent on with 303 to the site's /subscribed page (pending, or invalid-email). The answer is the same
 * whether or not the address is on the list, and as soon: the contact and the mail are made after the answer
 * (acceptSignup queues them; the subscribeJob trigger does them).
 */
const post = httpRoute({
  id: 'subscribeForm',
  uses: [queuePort, signingPort],
  headers: SIGNUP_CORS,
  textBody: SIGNUP_TYPES,
  contract: { params: trackingIdParams },
  handle: async ({ ports, params, text, event }) => {
    const siteUrl = deps().config.billing.siteUrl ?? '';
    const form = isFormPost(event.headers?.['content-type']);
    const landing = (status: string) =>
      textReply(303, '', {
        location: `${siteUrl}/subscribed?status=${status}`,
        'content-type': 'text/plain',
      });
    let token: string | undefined;
    try {
      const body = parseSignupBody(text, form);
      const { accountId } = await acceptSignup(ports, {
        trackingId: params.trackingId,
        body,
        ip: clientIpOf(event),
      });
      // The signup identifies the visitor on the site (issue 31): known address or not, the same answer.
      if (!form) token = await visitorTokenOf(ports, accountId, body.email);
    } catch (error) {
      if (form && error instanceof DomainError && error.kind === 'invalid') return landing('invalid-email');
      throw error;
    }
    if (form) return landing('pending');
    return reply<SubscribeAccepted>(202, {
      accepted: true,
      message: subscribeTexts.accepted,
      ...(token ? { token } : {}),
    });
  },
});

/** OPTIONS: the preflight of callers that post application/json. */
const preflight = httpRoute({
  id: 'subscribeFormPreflight',
  headers: {
    ...SIGNUP_CORS,
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
    'access-control-max-age': '86400',
  },
  handle: async () => textReply(204, '', {}),
});

/** Both routes deploy this module (lambdas/routes/): the method picks the route. */
export const handler = (event: APIGatewayProxyEventV2, context: Context) =>
  event.requestContext.http.method === 'OPTIONS' ? preflight(event, context) : post(event, context);
