import * as z from 'zod';
import { flowParamsSchema, testSendResponseSchema } from '../../shared/contracts/flows';
import { sendFlowTest } from '../domain/flows/test-send-flow';
import { deps } from '../deps';
import { httpRoute } from '../http/route';
import { mailerPort } from '../wiring/mailer';

/**
 * POST /api/flows/{flowId}/test-send: every email of the flow, in order, to the owner's own address, each
 * labelled "[Test] " (`{ sent }`). 403 email_not_verified, 404 flow_not_found, 409 no_emails / no_content,
 * 429 test_send_rate_limited with Retry-After (one slot per email), 503 send_failed.
 */
export const handler = httpRoute({
  id: 'flowTestSend',
  uses: [mailerPort],
  contract: {
    params: flowParamsSchema,
    body: z
      .strictObject({}, { error: 'Sending yourself the flow takes no fields: send {} or no body.' })
      .optional(),
    response: testSendResponseSchema,
  },
  handle: ({ identity, ports, params }) =>
    sendFlowTest(ports, {
      accountId: identity.accountId,
      email: identity.email,
      emailVerified: identity.emailVerified,
      flowId: params.flowId,
      productSender: deps().config.mailFrom,
      siteUrl: deps().config.billing.siteUrl ?? '',
    }),
});
