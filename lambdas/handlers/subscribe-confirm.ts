import * as z from 'zod';
import { deps } from '../deps';
import { confirmSignup } from '../domain/signup/confirm-signup';
import { clientIpOf } from '../http/client-ip';
import { textReply } from '../http/responses';
import { httpRoute } from '../http/route';
import { signingPort } from '../wiring/signing';

/**
 * GET /api/subscribe/confirm/{token} (public): the link of the confirmation mail. Confirms the contact
 * (subscribed, with the time and IP) and sends the browser on with 303 to /subscribed?status=confirmed, or
 * expired / invalid / unavailable; a forged or expired link changes nothing.
 */
export const handler = httpRoute({
  id: 'subscribeConfirm',
  uses: [signingPort],
  contract: { params: z.object({ token: z.string().min(1).max(400) }) },
  handle: async ({ ports, params, event }) => {
    const status = await confirmSignup(ports, { token: params.token, ip: clientIpOf(event) });
    const siteUrl = deps().config.billing.siteUrl ?? '';
    return textReply(303, '', {
      location: `${siteUrl}/subscribed?status=${status}`,
      'content-type': 'text/plain',
    });
  },
});
