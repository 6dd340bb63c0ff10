import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { confirmPagePath } from '../../shared/contracts/subscribe';
import { deps } from '../deps';
import { confirmSignup } from '../domain/signup/confirm-signup';
import { clientIpOf } from '../http/client-ip';
import { textReply } from '../http/responses';
import { httpRoute } from '../http/route';
import { signingPort } from '../wiring/signing';

const tokenParams = z.object({ token: z.string().min(1).max(400) });
const siteUrl = () => deps().config.billing.siteUrl ?? '';
const seeOther = (location: string) => textReply(303, '', { location, 'content-type': 'text/plain' });

/**
 * What the confirmation page's button (a plain form post) sends: nothing, or an empty form. Never read; a JSON
 * body is no form, so it is a 415 like any type not listed.
 */
export const CONFIRM_TYPES = ['application/x-www-form-urlencoded', 'text/plain'] as const;

/**
 * POST /api/subscribe/confirm/{token} (public): the button of the confirmation page (the web app's
 * /subscribe/confirm/{token}). Confirms a pending contact (lambdas/domain/signup/confirm-signup.ts) and sends
 * the browser on with 303 to /subscribed?status=confirmed, or expired / invalid / unavailable.
 */
const confirm = httpRoute({
  id: 'subscribeConfirmPost',
  uses: [signingPort],
  textBody: CONFIRM_TYPES,
  contract: { params: tokenParams },
  handle: async ({ ports, params, event }) => {
    const status = await confirmSignup(ports, { token: params.token, ip: clientIpOf(event) });
    // Relative: the page that posted is the web app on this same origin (CloudFront: the app and /api), and
    // its Content-Security-Policy lets a form go to 'self' only, redirects included.
    return seeOther(`/subscribed?status=${status}`);
  },
});

/**
 * GET /api/subscribe/confirm/{token} (public): the link of mails sent before the confirmation page existed.
 * Changes nothing (a mail gateway's link scanner fetches links on its own): 303 to the confirmation page.
 */
const open = httpRoute({
  id: 'subscribeConfirm',
  contract: { params: tokenParams },
  handle: async ({ params }) => seeOther(siteUrl() + confirmPagePath(encodeURIComponent(params.token))),
});

/** Both routes deploy this module (lambdas/routes/): the method picks the route. */
export const handler = (event: APIGatewayProxyEventV2, context: Context) =>
  event.requestContext.http.method === 'POST' ? confirm(event, context) : open(event, context);
